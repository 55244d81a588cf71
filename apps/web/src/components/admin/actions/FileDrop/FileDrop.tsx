import { Group, Loader, Table, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import { IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FileDropProps extends Pick<DropzoneProps, 'accept' | 'maxSize' | 'disabled' | 'onReject'> {
  /** The input's accessible name ('Scegli il file Excel da importare'). */
  label: string;
  /** The icon shown while nothing is dragged over. */
  idleIcon: ReactNode;
  /** What to drop, until a file is chosen; then the file's name. */
  prompt: ReactNode;
  file: File | undefined;
  onFile: (file: File) => void;
}

/** One file dropped or chosen for the back office to read first (an Excel import, a zip of photos). */
export function FileDrop({ label, idleIcon, prompt, file, onFile, ...dropzone }: FileDropProps) {
  return (
    <Dropzone
      {...dropzone}
      onDrop={(files) => {
        const [chosen] = files;
        if (chosen) onFile(chosen);
      }}
      multiple={false}
      inputProps={{ 'aria-label': label }}
    >
      <Group justify="center" gap="md" mih={90} wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={36} stroke={1.5} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={36} stroke={1.5} color="var(--mantine-color-red-5)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>{idleIcon}</Dropzone.Idle>
        <Text size="md" fw={500}>
          {file ? file.name : prompt}
        </Text>
      </Group>
    </Dropzone>
  );
}

/** The line shown while the server reads the file. */
export function ReadingStatus({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** The rows a file's preview leaves out, each with its reason: a labelled table under the heading's words. */
export function ReasonsTable({
  label,
  headers,
  children,
}: {
  label: string;
  headers: ReactNode[];
  children: ReactNode;
}) {
  return (
    <Table withTableBorder striped fz="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header, index) => (
            <Table.Th key={index}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
