import { describe, expect, it } from "vitest";
import { installReflectMetadata } from "@/adapters/di/reflect-metadata-lite";

interface MetadataApi {
  defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol): void;
  getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  hasOwnMetadata(key: unknown, target: object, property?: string | symbol): boolean;
  getMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  hasMetadata(key: unknown, target: object, property?: string | symbol): boolean;
  metadata(key: unknown, value: unknown): (target: object, property?: string | symbol) => void;
}

const freshApi = (): MetadataApi => {
  const target = {};
  installReflectMetadata(target);
  return target as MetadataApi;
};

describe("reflect-metadata-lite (the part of the Metadata Reflection API inversify calls)", () => {
  it("keeps metadata per object and per property", () => {
    const api = freshApi();
    const target = {};
    api.defineMetadata("k", 1, target);
    api.defineMetadata("k", 2, target, "name");
    expect(api.getOwnMetadata("k", target)).toBe(1);
    expect(api.getOwnMetadata("k", target, "name")).toBe(2);
    expect(api.hasOwnMetadata("k", target)).toBe(true);
    expect(api.hasOwnMetadata("other", target)).toBe(false);
    expect(api.getOwnMetadata("k", {})).toBeUndefined();
  });

  it("finds inherited metadata through the prototype chain, own metadata only on the object itself", () => {
    const api = freshApi();
    class Base {}
    class Derived extends Base {}
    api.defineMetadata("k", "base", Base.prototype);
    expect(api.getMetadata("k", Derived.prototype)).toBe("base");
    expect(api.hasMetadata("k", Derived.prototype)).toBe(true);
    expect(api.getOwnMetadata("k", Derived.prototype)).toBeUndefined();
    api.defineMetadata("k", "derived", Derived.prototype);
    expect(api.getMetadata("k", Derived.prototype)).toBe("derived");
  });

  it("gives the metadata decorator factory", () => {
    const api = freshApi();
    const target = {};
    api.metadata("k", "v")(target, "p");
    expect(api.getOwnMetadata("k", target, "p")).toBe("v");
  });

  it("leaves an existing implementation as it is", () => {
    const own = () => "own";
    const target = { getOwnMetadata: own };
    installReflectMetadata(target);
    expect(target.getOwnMetadata).toBe(own);
    expect(typeof (target as unknown as MetadataApi).defineMetadata).toBe("function");
  });

  it("is what inversify runs in these tests too (vitest.config.ts resolves reflect-metadata/lite to it)", async () => {
    const { Container } = await import("inversify");
    const container = new Container();
    const token = Symbol("n");
    container.bind(token).toConstantValue(41);
    expect(container.get(token)).toBe(41);
    // The package's own implementation throws a TypeError for a non-object target; these lines do not check.
    expect(String((Reflect as unknown as MetadataApi).getOwnMetadata)).not.toContain("IsObject");
  });
});
