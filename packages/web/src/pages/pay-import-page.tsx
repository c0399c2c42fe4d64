import { Alert, Button, Card, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writes } from '../api/client';
import type { PayImport } from '../api/types';
import { DataTable } from '../components/data-table';
import { LoadedBox, PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { useLoad } from '../hooks';
import { useSubmission } from '../forms/field-notes';
import { readPayFile, type PayFileError } from '../forms/pay-file';

function ImportsTable({ imports }: { imports: PayImport[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DataTable
      testId="pay-imports"
      rows={imports}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'id',
          header: t('payImport.id'),
          cell: (r) => (
            <Text ff="monospace" size="sm">
              {r.id}
            </Text>
          ),
        },
        { key: 'file', header: t('payImport.fileName'), cell: (r) => r.fileName ?? '—' },
        { key: 'count', header: t('payImport.count'), numeric: true, cell: (r) => r.payCount },
        {
          key: 'at',
          header: t('payImport.at'),
          nowrap: true,
          cell: (r) => format.instant(r.recordedAt),
        },
        { key: 'by', header: t('payImport.by'), cell: (r) => r.recordedBy },
      ]}
    />
  );
}

function FileErrors({ errors }: { errors: PayFileError[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('payImport.badFile')} data-testid="pay-file-errors">
      {errors.slice(0, 20).map((e) => (
        <Text key={`${e.line}:${e.field}`} size="sm">
          {t('payImport.badLine', { line: e.line, field: e.field })}
        </Text>
      ))}
    </Alert>
  );
}

type Outcome = { import: PayImport; replayed: boolean } | { errors: PayFileError[] };

/** Payroll uploads a pay file: the server imports it whole, once (the same content again is a replay). */
export function PayImportPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [file, setFile] = useState<File | null>(null);
  const [uploads, setUploads] = useState(0);
  const imports = useLoad(`pay-imports:${uploads}`, (signal) => writes.payImports(signal), {
    keepPrevious: true,
  });
  const submission = useSubmission<Outcome>();
  const upload = (chosen: File) =>
    submission.run(async () => {
      const read = readPayFile(chosen.name, await chosen.text());
      if (!read.ok) return { errors: read.errors };
      const answer = await writes.importPays(chosen.name, read.pays);
      setUploads((n) => n + 1);
      return answer;
    });
  const result = submission.result;
  return (
    <Stack gap="md">
      <PageHeader title={t('payImport.title')} subtitle={t('payImport.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group align="flex-end">
            <FileInput
              label={t('payImport.file')}
              placeholder={t('payImport.choose')}
              accept=".json,.csv,application/json,text/csv"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                submission.reset();
              }}
              w={360}
              data-testid="pay-file"
            />
            <Button
              disabled={file === null}
              loading={submission.busy}
              onClick={() => file && void upload(file)}
              data-testid="pay-upload"
            >
              {t('payImport.upload')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('payImport.format')}
          </Text>
        </Stack>
      </Card>
      {result !== undefined && 'errors' in result && <FileErrors errors={result.errors} />}
      {result !== undefined && 'import' in result && (
        <Alert color={result.replayed ? 'yellow' : 'teal'} data-testid="pay-import-result">
          {result.replayed
            ? t('payImport.already', {
                id: result.import.id,
                at: format.instant(result.import.recordedAt),
                by: result.import.recordedBy,
              })
            : t('payImport.imported', { n: result.import.payCount, id: result.import.id })}
        </Alert>
      )}
      {submission.error !== undefined && <ProblemAlert error={submission.error} />}
      <Text fw={600}>{t('payImport.history')}</Text>
      <LoadedBox loaded={imports}>
        <ImportsTable imports={imports.data ?? []} />
      </LoadedBox>
    </Stack>
  );
}
