import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MachineType, OperatorChoice } from '@nbt/validation/rules';

/*
 * The heavy fleet's names in the visitor's language, for the vehicle page's figures and the list's
 * filters; kept apart from the cards' labels so that no page's first script carries them.
 */

export const MACHINE_LABELS: Record<MachineType, MessageDescriptor> = {
  escavatore: msg`Escavatore`,
  miniescavatore: msg`Miniescavatore`,
  pala_gommata: msg`Pala gommata`,
  terna: msg`Terna`,
  dumper: msg`Dumper`,
  rullo: msg`Rullo compattatore`,
  sollevatore: msg`Sollevatore telescopico`,
};

export const OPERATOR_LABELS: Record<OperatorChoice, MessageDescriptor> = {
  no: msg`Senza operatore (a freddo)`,
  optional: msg`Con o senza operatore`,
  always: msg`Con operatore (a caldo)`,
};
