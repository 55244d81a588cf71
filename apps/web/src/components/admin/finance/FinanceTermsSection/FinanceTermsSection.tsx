import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Chip,
  Group,
  Input,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { FINANCE_LIMITS, type FinanceTerms, FinanceTermsInputSchema } from '@nbt/validation';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiErrorMessage, apiFieldErrors, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { schemaErrors } from '../../../../lib/error-messages';
import { formatDate } from '../../../../lib/format';
import { localeOf } from '../../../../lib/i18n';
import { useTRPC } from '../../../../lib/trpc';
import {
  durationChoices,
  financeField,
  type FinanceFormValues,
  financeFormValues,
  financeTermsInput,
} from '../finance-form';

const EUROS = { min: 0, decimalScale: 2, allowNegative: false, decimalSeparator: ',', leftSection: '€' } as const;

/**
 * 'Finanziamento': the terms a vehicle for sale works its finance example out from (TAN, fees,
 * durations, smallest down payment), stated, changed or withdrawn; without terms no page shows one.
 */
export function FinanceTermsSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const terms = useQuery(trpc.financeTerms.get.queryOptions());

  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby="finance-terms-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h3" id="finance-terms-title">
              <Trans>Finanziamento</Trans>
            </Title>
            {terms.isSuccess && (
              <Badge variant="light" color={terms.data ? 'green' : 'gray'} tt="none" fw={500}>
                {terms.data ? t`Offerto` : t`Nessun finanziamento offerto`}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm">
            <Trans>
              Le condizioni da cui le auto in vendita calcolano l'esempio di finanziamento (TAN, TAEG e rata). Senza
              condizioni il sito non mostra alcun finanziamento.
            </Trans>
          </Text>
        </Stack>
        {terms.isPending ? (
          <Skeleton height={220} radius="md" aria-busy="true" aria-label={t`Caricamento delle condizioni`} />
        ) : terms.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t`Errore`}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                <Trans>Impossibile caricare le condizioni di finanziamento.</Trans>
              </Text>
              <Button size="xs" variant="default" onClick={() => void terms.refetch()}>
                <Trans>Riprova</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : (
          // A new form for each stated version: after a save or a withdrawal it starts from what is stored.
          <FinanceTermsForm key={terms.data?.updatedAt ?? 'none'} terms={terms.data} />
        )}
      </Stack>
    </Paper>
  );
}

function FinanceTermsForm({ terms }: { terms: FinanceTerms }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<FinanceFormValues>({
    mode: 'controlled',
    initialValues: financeFormValues(terms),
    validate: (values) => schemaErrors(FinanceTermsInputSchema, financeTermsInput(values), i18n, financeField),
  });
  const update = useMutation(trpc.admin.financeTerms.update.mutationOptions());

  async function state(next: FinanceFormValues | null) {
    try {
      const stored = await update.mutateAsync({
        terms: next === null ? null : FinanceTermsInputSchema.parse(financeTermsInput(next)),
      });
      queryClient.setQueryData(trpc.financeTerms.get.queryKey(), stored);
      showSuccessToast(
        t`Finanziamento`,
        stored ? t`Condizioni di finanziamento salvate` : t`Il sito non mostra più alcun finanziamento`,
      );
    } catch (error) {
      form.setErrors(apiFieldErrors(error, i18n, financeField));
      showErrorToast(t`Errore`, t`Impossibile salvare le condizioni di finanziamento`, apiErrorMessage(error, i18n));
    }
  }

  const askWithdraw = () =>
    modals.openConfirmModal({
      title: t`Togli il finanziamento`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>Le auto in vendita non mostreranno più l'esempio di finanziamento. Confermare?</Trans>
        </Text>
      ),
      labels: { confirm: t`Togli il finanziamento`, cancel: t`Annulla` },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t`Chiudi` },
      onConfirm: () => void state(null),
    });

  const updatedAt = terms ? formatDate(terms.updatedAt, localeOf(i18n.locale), true) : undefined;
  const maxDurations = FINANCE_LIMITS.durations;

  return (
    <form onSubmit={form.onSubmit((values) => void state(values))} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
          <NumberInput
            label={t`TAN (%)`}
            description={t`Tasso annuo nominale`}
            withAsterisk
            min={0}
            max={FINANCE_LIMITS.maxTanPercent}
            decimalScale={2}
            allowNegative={false}
            decimalSeparator=","
            {...form.getInputProps('tan_percent')}
          />
          <NumberInput
            label={t`Spese di istruttoria (€)`}
            description={t`Una volta, all'apertura`}
            max={FINANCE_LIMITS.maxSetupFeeCents / 100}
            {...EUROS}
            {...form.getInputProps('setup_fee_euros')}
          />
          <NumberInput
            label={t`Spese di incasso (€)`}
            description={t`Con ogni rata`}
            max={FINANCE_LIMITS.maxMonthlyFeeCents / 100}
            {...EUROS}
            {...form.getInputProps('monthly_fee_euros')}
          />
          <NumberInput
            label={t`Anticipo minimo (%)`}
            description={t`Del prezzo di vendita`}
            min={0}
            max={FINANCE_LIMITS.maxDownPaymentPercent}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('min_down_payment_percent')}
          />
        </SimpleGrid>
        <Input.Wrapper
          label={t`Durate offerte (mesi)`}
          description={t`Al massimo ${maxDurations} durate`}
          error={form.errors.months}
          withAsterisk
        >
          <Chip.Group multiple value={form.values.months} onChange={(months) => form.setFieldValue('months', months)}>
            <Group gap="xs" mt={6}>
              {durationChoices(terms).map((months) => (
                // Mantine's gold with white text is below 4.5:1; a dark chip reads.
                <Chip key={months} value={String(months)} size="sm" color="dark">
                  {t`${months} mesi`}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {updatedAt ? <Trans>Ultima modifica: {updatedAt}</Trans> : <Trans>Nessuna condizione salvata</Trans>}
          </Text>
          <Group gap="sm">
            {terms && (
              <Button variant="subtle" color="red" onClick={askWithdraw} disabled={update.isPending}>
                <Trans>Togli il finanziamento</Trans>
              </Button>
            )}
            <Button type="submit" loading={update.isPending}>
              <Trans>Salva condizioni</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
