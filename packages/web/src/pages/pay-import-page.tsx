import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, writes } from '../api/client';
import type { PayImport, PayImported, PayImportJob, Problem } from '../api/types';
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

type Violation = NonNullable<Problem['violations']>[number];

/** Every problem of the file, each at its line and column with the value found and the rule. */
function FileErrors({ errors }: { errors: (PayFileError | Violation)[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      title={t('payImport.badFile', { n: errors.length })}
      data-testid="pay-file-errors"
    >
      <ScrollArea.Autosize mah={360}>
        {errors.map((e, i) => (
          <Text key={i} size="sm" data-testid="pay-file-error">
            {'message' in e
              ? t('payImport.badCell', {
                  line: e.line ?? '?',
                  column: e.column ?? e.field ?? '',
                  value: e.value ?? '',
                  message: e.message,
                  rule: e.rule,
                })
              : t('payImport.badLine', { line: e.line, field: e.field })}
          </Text>
        ))}
      </ScrollArea.Autosize>
    </Alert>
  );
}

type Line = PayImported['lines'][number];

/** The lines payroll should look at: each with its deferral, accounts and warnings. */
function FlaggedLines({ lines }: { lines: Line[] }) {
  const { t } = useTranslation();
  const flagged = lines.filter((l) => l.warnings.length > 0 || l.stop !== null).slice(0, 500);
  if (flagged.length === 0) return null;
  return (
    <DataTable
      testId="pay-lines-flagged"
      rows={flagged}
      rowKey={(row) => String(row.line)}
      columns={[
        { key: 'line', header: t('payImport.line'), numeric: true, cell: (r) => r.line },
        { key: 'who', header: t('payImport.employee'), cell: (r) => r.participantId },
        { key: 'date', header: t('payImport.payDate'), nowrap: true, cell: (r) => r.payDate },
        { key: 'component', header: t('payImport.component'), cell: (r) => r.component },
        {
          key: 'deferred',
          header: t('payImport.deferred'),
          numeric: true,
          cell: (r) => r.deferred,
        },
        {
          key: 'why',
          header: t('payImport.warnings'),
          cell: (r) =>
            [
              ...r.warnings.map((w) => `${w.message} (${w.rule})`),
              ...(r.stop ? [`${r.stop.reason} (${r.stop.rule})`] : []),
            ].join('; '),
        },
      ]}
    />
  );
}

/** The file's problems as the server listed them (a refused CSV), if that is the failure. */
const fileProblems = (error: unknown): Violation[] | undefined => {
  const listed = error instanceof ApiError ? error.problem.violations : undefined;
  return listed?.some((v) => v.line !== undefined) ? listed : undefined;
};

type Outcome = PayImported | { errors: PayFileError[] };

/** The answer: imported (with totals and the lines to look at), or already imported. */
function ImportResult({ result }: { result: PayImported }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <Alert color={result.replayed ? 'yellow' : 'teal'} data-testid="pay-import-result">
        {result.replayed
          ? t('payImport.already', {
              id: result.import.id,
              at: format.instant(result.import.recordedAt),
              by: result.import.recordedBy,
            })
          : t('payImport.imported', {
              n: result.import.payCount,
              id: result.import.id,
              deferred: result.totals.deferred,
              warnings: result.totals.warnings,
            })}
      </Alert>
      <FlaggedLines lines={result.lines} />
    </>
  );
}

/** A pay file's job while it runs: waiting, or how many lines are judged of the total. */
function JobProgress({ job }: { job: PayImportJob }) {
  const { t } = useTranslation();
  const share = job.linesTotal === 0 ? 0 : (100 * job.linesJudged) / job.linesTotal;
  return (
    <Stack gap={4} data-testid="pay-import-progress">
      <Text size="sm">
        {job.status === 'waiting'
          ? t('payImport.waiting')
          : t('payImport.judging', { judged: job.linesJudged, total: job.linesTotal })}
      </Text>
      <Progress
        value={share}
        animated
        aria-label={t('payImport.judging', { judged: job.linesJudged, total: job.linesTotal })}
      />
    </Stack>
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a pay file's job until it is done (issue "Scale II" item 2): its result, or its
 * refusal thrown as the import's problem (every bad line), as the answer of the POST was.
 */
async function jobOutcome(
  sent: PayImportJob,
  onProgress: (job: PayImportJob) => void,
): Promise<PayImported> {
  let job = sent;
  for (let wait = 100; ; wait = Math.min(wait * 2, 1000)) {
    onProgress(job);
    if (job.status === 'refused' && job.problem) {
      const problem = job.problem as Problem;
      throw new ApiError(problem.status ?? 422, problem);
    }
    if (job.status === 'imported' && job.result) return job.result;
    await pause(wait);
    job = await writes.payImportJob(job.id);
  }
}

function UploadCard(props: {
  busy: boolean;
  onChoose: () => void;
  onUpload: (file: File) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  return (
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
              props.onChoose();
            }}
            w={360}
            data-testid="pay-file"
          />
          <Button
            disabled={file === null}
            loading={props.busy}
            onClick={() => file && props.onUpload(file)}
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
  );
}

/**
 * Payroll uploads a pay file: the server reads it and its job imports it whole, once (the same
 * content again is a replay); the page follows the job's progress to its result or problem.
 */
export function PayImportPage() {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState(0);
  const imports = useLoad(`pay-imports:${uploads}`, (signal) => writes.payImports(signal), {
    keepPrevious: true,
  });
  const submission = useSubmission<Outcome>();
  const [running, setRunning] = useState<PayImportJob | null>(null);
  const upload = (chosen: File) =>
    submission.run(async () => {
      const read = readPayFile(chosen.name, await chosen.text());
      if ('ok' in read && !read.ok) return { errors: read.errors };
      const job =
        'csv' in read
          ? await writes.importPayCsv(chosen.name, read.csv, read.delimiter)
          : await writes.importPays(chosen.name, read.pays);
      try {
        const answer = await jobOutcome(job, setRunning);
        setUploads((n) => n + 1);
        return answer;
      } finally {
        setRunning(null);
      }
    });
  const result = submission.result;
  const problems = fileProblems(submission.error);
  return (
    <Stack gap="md">
      <PageHeader title={t('payImport.title')} subtitle={t('payImport.subtitle')} />
      <UploadCard
        busy={submission.busy}
        onChoose={submission.reset}
        onUpload={(file) => void upload(file)}
      />
      {running !== null && <JobProgress job={running} />}
      {result !== undefined && 'errors' in result && <FileErrors errors={result.errors} />}
      {problems !== undefined && <FileErrors errors={problems} />}
      {result !== undefined && 'import' in result && <ImportResult result={result} />}
      {submission.error !== undefined && problems === undefined && (
        <ProblemAlert error={submission.error} />
      )}
      <Text fw={600}>{t('payImport.history')}</Text>
      <LoadedBox loaded={imports}>
        <ImportsTable imports={imports.data ?? []} />
      </LoadedBox>
    </Stack>
  );
}
