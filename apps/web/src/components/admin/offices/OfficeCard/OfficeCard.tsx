import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Divider, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Office } from '@nbt/validation';
import { IconMail, IconMapPin, IconPhone, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { openingHoursLines } from '../../../../lib/presentation/offices';
import { OpeningHours } from '../../../layout/OpeningHours';
import { DeleteButton, EditButton } from '../../AdminListSection';

/** Secondary text: Mantine's dimmed grey falls under 4.5:1 on the card surface of the dark theme. */
const MUTED = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';

export interface OfficeCardProps {
  office: Office;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One office as the Informazioni tab lists it. */
export function OfficeCard({ office, onEdit, onDelete, deleting }: OfficeCardProps) {
  const { t, i18n } = useLingui();
  const locality = [office.postalCode, office.city].filter(Boolean).join(' ');
  const titleId = `office-${office.id}-name`;

  return (
    <Card
      withBorder
      component="article"
      aria-labelledby={titleId}
      h="100%"
      p={{ base: 'md', sm: 'lg' }}
      data-testid="office-card"
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {office.name}
          </Title>
          {office.isMainOffice && (
            <Badge variant="light" leftSection={<IconStarFilled size={12} aria-hidden />} style={{ flexShrink: 0 }}>
              <Trans>Sede principale</Trans>
            </Badge>
          )}
        </Group>

        <Stack gap={8}>
          {(office.address || locality || office.country) && (
            <InfoRow icon={<IconMapPin size={18} stroke={1.6} aria-hidden />} label={t`Indirizzo`}>
              {office.address && <Text size="sm">{office.address}</Text>}
              {(locality || office.country) && (
                <Text size="sm" c={MUTED}>
                  {[locality, office.country].filter(Boolean).join(', ')}
                </Text>
              )}
            </InfoRow>
          )}
          {office.phone && (
            <InfoRow icon={<IconPhone size={18} stroke={1.6} aria-hidden />} label={t`Telefono`}>
              <Anchor href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} size="sm">
                {office.phone}
              </Anchor>
            </InfoRow>
          )}
          {office.email && (
            <InfoRow icon={<IconMail size={18} stroke={1.6} aria-hidden />} label={t`Email`}>
              <Anchor href={`mailto:${office.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {office.email}
              </Anchor>
            </InfoRow>
          )}
        </Stack>

        <Divider />

        <div>
          <Text size="xs" tt="uppercase" fw={600} c={MUTED} mb={6} style={{ letterSpacing: '0.06em' }}>
            <Trans>Orari di apertura</Trans>
          </Text>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 24, rowGap: 4 }}>
            {openingHoursLines(office.openingHours, i18n).map((line) => (
              <HoursRow key={line.key} label={line.days} value={<OpeningHours value={line.hours} />} />
            ))}
          </dl>
        </div>

        <Group gap="sm" mt="auto" pt="xs">
          <EditButton name={office.name} onClick={onEdit} />
          <DeleteButton name={office.name} onClick={onDelete} loading={deleting} />
        </Group>
      </Stack>
    </Card>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text component="span" c={MUTED} mt={1} style={{ display: 'inline-flex' }}>
        {icon}
      </Text>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <VisuallyHidden>{label}</VisuallyHidden>
        {children}
      </Stack>
    </Group>
  );
}

function HoursRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" c={MUTED}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500}>
        {value}
      </Text>
    </>
  );
}
