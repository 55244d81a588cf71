import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Vehicle } from '@nbt/validation';
import { IconCash, IconCopy, IconEdit, IconRotate2, IconTrash, type Icon } from '@tabler/icons-react';
import { shownStatus } from '../../../lib/presentation/vehicles';

/** What the office does to one vehicle; the tab owns the handlers, the card and the table call them. */
export interface VehicleActionHandlers<V extends Vehicle = Vehicle> {
  onEdit: (vehicle: V) => void;
  onDelete: (vehicle: V) => void;
  onSell: (vehicle: V) => void;
  onBuyBack: (vehicle: V) => void;
  /** Opens the add dialog prefilled from the vehicle; no action without it. */
  onDuplicate?: ((vehicle: V) => void) | undefined;
}

export interface VehicleAction {
  key: 'sell' | 'buy-back' | 'edit' | 'duplicate' | 'delete';
  label: MessageDescriptor;
  /** The label with the vehicle's name, for a button that shows only its icon. */
  labelFor: MessageDescriptor;
  icon: Icon;
  /** How strongly it is drawn: the vehicle's next step, an everyday change, or what cannot be undone. */
  tone: 'step' | 'plain' | 'danger';
  run: () => void;
}

/** The Mantine variant of each tone, the same for a button with words and one with an icon. */
export const ACTION_VARIANTS: Record<VehicleAction['tone'], 'light' | 'default' | 'subtle'> = {
  step: 'light',
  plain: 'default',
  danger: 'subtle',
};

/**
 * The actions a vehicle offers, in the order they are shown: selling only while it is available,
 * buying back only once it is sold.
 */
export function vehicleActions<V extends Vehicle>(vehicle: V, handlers: VehicleActionHandlers<V>): VehicleAction[] {
  const status = shownStatus(vehicle.status);
  const name = `${vehicle.brand} ${vehicle.model}`;
  const actions: VehicleAction[] = [];
  if (status === 'disponibile') {
    actions.push({
      key: 'sell',
      label: msg`Vendi`,
      labelFor: msg`Vendi ${name}`,
      icon: IconCash,
      tone: 'step',
      run: () => handlers.onSell(vehicle),
    });
  }
  if (status === 'venduto') {
    actions.push({
      key: 'buy-back',
      label: msg`Riacquista`,
      labelFor: msg`Riacquista ${name}`,
      icon: IconRotate2,
      tone: 'step',
      run: () => handlers.onBuyBack(vehicle),
    });
  }
  actions.push({
    key: 'edit',
    label: msg`Modifica`,
    labelFor: msg`Modifica ${name}`,
    icon: IconEdit,
    tone: 'plain',
    run: () => handlers.onEdit(vehicle),
  });
  const { onDuplicate } = handlers;
  if (onDuplicate) {
    actions.push({
      key: 'duplicate',
      label: msg`Duplica`,
      labelFor: msg`Duplica ${name}`,
      icon: IconCopy,
      tone: 'plain',
      run: () => onDuplicate(vehicle),
    });
  }
  actions.push({
    key: 'delete',
    label: msg`Elimina`,
    labelFor: msg`Elimina ${name}`,
    icon: IconTrash,
    tone: 'danger',
    run: () => handlers.onDelete(vehicle),
  });
  return actions;
}
