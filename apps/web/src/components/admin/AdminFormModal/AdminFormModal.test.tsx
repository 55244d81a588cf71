import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_OPENING_HOURS } from '@nbt/validation';
import { describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, within } from '../../../../test';
import { makeOffice } from '../../../../test/fixtures';
import { OfficeFormModal } from '../offices/OfficeFormModal';
import { VehicleFormModal } from '../vehicles/VehicleFormModal';
import { AdminFormModal, useGuardFormChanges } from './AdminFormModal';

function NoteForm() {
  const form = useForm({ mode: 'controlled', initialValues: { note: 'prima' } });
  useGuardFormChanges(form);
  return <TextInput label="Nota" {...form.getInputProps('note')} />;
}

function renderDialog(form = <NoteForm />) {
  const onClose = vi.fn();
  render(
    <AdminFormModal opened onClose={onClose} title="Prova" size="md">
      {form}
    </AdminFormModal>,
  );
  return { onClose };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const question = () => screen.queryByRole('dialog', { name: 'Modifiche non salvate' });
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const note = () => screen.getByLabelText('Nota');
/** Escape pressed on the question, where its focus trap puts the focus. */
const answerWithEscape = () =>
  fireEvent.keyDown(screen.getByRole('button', { name: 'Continua a modificare' }), { key: 'Escape' });

describe('AdminFormModal', () => {
  it('closes at once on Escape when nothing has changed', () => {
    const { onClose } = renderDialog();
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });

  it('closes at once from the close button when a change was undone', () => {
    const { onClose } = renderDialog();
    fireEvent.change(note(), { target: { value: 'dopo' } });
    fireEvent.change(note(), { target: { value: 'prima' } });
    fireEvent.click(within(dialog('Prova')).getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Escape discards a change, and keeps the work when told to', () => {
    const { onClose } = renderDialog();
    fireEvent.change(note(), { target: { value: 'dopo' } });
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(question()).toHaveTextContent('Scartare le modifiche?');

    // Escape on the question answers it alone: the dialog below stays open with the change.
    answerWithEscape();
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(note()).toHaveValue('dopo');

    fireEvent.click(within(dialog('Prova')).getByRole('button', { name: 'Chiudi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continua a modificare' }));
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(note()).toHaveValue('dopo');
  });

  it('discards the change once confirmed', () => {
    const { onClose } = renderDialog();
    fireEvent.change(note(), { target: { value: 'dopo' } });
    fireEvent.click(within(dialog('Prova')).getByRole('button', { name: 'Chiudi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scarta modifiche' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });

  it('closes at once when its content has no form, as the import dialog', () => {
    const { onClose } = renderDialog(<p>Nessun modulo</p>);
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('guards the office dialog', () => {
    const onClose = vi.fn();
    const office = makeOffice({ openingHours: DEFAULT_OPENING_HOURS });
    render(<OfficeFormModal opened office={office} onClose={onClose} />);
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('Città'), { target: { value: 'Lodi' } });
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeInTheDocument();
  });

  it('guards the vehicle dialog', { timeout: 20_000 }, () => {
    const onClose = vi.fn();
    render(
      <VehicleFormModal
        opened
        onClose={onClose}
        target={{ mode: 'create', category: 'auto', listingType: 'rental' }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Marca', { exact: false, selector: 'input' }), {
      target: { value: 'Audi' },
    });
    pressEscape();
    expect(question()).toBeInTheDocument();
    answerWithEscape();
    expect(question()).toBeNull();
    fireEvent.click(within(dialog('Aggiungi veicolo')).getAllByRole('button', { name: 'Chiudi' })[0]!);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Scarta modifiche' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
