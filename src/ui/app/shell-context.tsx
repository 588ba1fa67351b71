import { createContext, type ReactNode, useContext } from "react";
import type { ShellServices } from "@/ui/app/shell-services";

const ShellContext = createContext<ShellServices | null>(null);

export function ShellProvider({ services, children }: { readonly services: ShellServices; readonly children: ReactNode }) {
  return <ShellContext.Provider value={services}>{children}</ShellContext.Provider>;
}

/** The shell's services; only inside {@link ShellProvider} (the composition root renders it). */
export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (services === null) throw new Error("useShell() outside <ShellProvider>");
  return services;
}
