import { CampaignRecord } from "@/domain/tracking/campaign-params";
import type { LocalStore } from "@/application/state/local-store";
import { STORAGE_KEYS } from "@/application/state/storage-keys";

/** SPEC §3: the campaign parameters in local storage, with their timestamp. */
export class CampaignStore {
  constructor(private readonly local: LocalStore) {}

  /** Undefined when none is stored (a corrupt copy is dropped and logged). */
  read(): CampaignRecord | undefined {
    return this.local.read(STORAGE_KEYS.campaign, CampaignRecord);
  }

  write(record: CampaignRecord): void {
    this.local.write(STORAGE_KEYS.campaign, record);
  }
}
