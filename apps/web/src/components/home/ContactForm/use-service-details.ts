import type { ServiceDetailsInput } from '@nbt/validation';
import type { IssueData } from '@nbt/validation/rules';
import { detailKindOf } from '@nbt/validation/rules';
import { useState } from 'react';

/** What the service's fields hold: the request's `serviceDetails` and the required ones left empty. */
export interface ServiceDetailsDraft {
  payload: ServiceDetailsInput;
  /** By their names in the request ('serviceDetails.origin'), as the server names them too. */
  missing: string[];
  /** What the browser can tell is refused already (a half day the office is closed), as the server's issues. */
  issues: IssueData[];
}

/**
 * The details a chosen service asks for (a transport's route, a workshop's plate): asked of a
 * request about the service, not of one about a vehicle, which has fields of its own. The fields
 * load with their service and report what they hold here; the request carries it.
 */
export function useServiceDetails(aboutVehicle: boolean) {
  const [draft, setDraft] = useState<ServiceDetailsDraft | null>(null);
  const [sent, setSent] = useState(0);
  const kindOf = (service: string) => (aboutVehicle ? undefined : detailKindOf(service));
  /** The fields' values for `service`: null while none are shown, or before theirs have loaded. */
  const shown = (service: string) => {
    const kind = kindOf(service);
    return kind && draft?.payload.kind === kind ? draft : null;
  };
  return {
    kindOf,
    payload: (service: string) => shown(service)?.payload ?? null,
    errors: (service: string, requiredMessage: string): Partial<Record<string, string>> =>
      Object.fromEntries((shown(service)?.missing ?? []).map((name) => [name, requiredMessage])),
    issues: (service: string): IssueData[] => shown(service)?.issues ?? [],
    onChange: setDraft,
    /** Counts the requests sent: the fields' key, so each request starts them afresh. */
    sent,
    reset: () => {
      setDraft(null);
      setSent((count) => count + 1);
    },
  };
}
