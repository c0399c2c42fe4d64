import { Box, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Money and counts align right, so their digits line up. */
  numeric?: boolean;
  /** Keep the cell on one line (dates, short labels). */
  nowrap?: boolean;
  footer?: ReactNode;
  width?: number | string;
}

interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** A row under a row (e.g. a payment's "why"), shown when it returns something. */
  detail?: (row: Row, index: number) => ReactNode;
  onRowClick?: (row: Row) => void;
  empty?: ReactNode;
  testId?: string;
  caption?: string;
  /** Names the table's scroll region for a screen reader (default: the caption, else "Table"). */
  label?: string;
}

const align = <Row,>(column: Column<Row>) => (column.numeric ? 'right' : undefined);
const oneLine = { whiteSpace: 'nowrap' } as const;

/** A row, and under it its detail when there is one. */
function Row<R>(props: DataTableProps<R> & { row: R; index: number }) {
  const { columns, row, index, rowKey, detail, onRowClick } = props;
  const key = rowKey(row, index);
  const more = detail?.(row, index);
  return (
    <>
      <Table.Tr
        onClick={onRowClick === undefined ? undefined : () => onRowClick(row)}
        style={onRowClick === undefined ? undefined : { cursor: 'pointer' }}
        data-row={key}
      >
        {columns.map((column) => (
          <Table.Td
            key={column.key}
            ta={align(column)}
            style={column.numeric || column.nowrap ? oneLine : undefined}
          >
            {column.cell(row, index)}
          </Table.Td>
        ))}
      </Table.Tr>
      {more !== undefined && more !== null && more !== false && (
        <Table.Tr data-detail={key}>
          <Table.Td colSpan={columns.length} bg="var(--mantine-color-gray-0)">
            {more}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** A column's name and value, as a card shows them (a term and its definition). */
function CardField({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="data-card-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * On a phone (below Mantine's `sm`, 48em) each row is a card: every column's header beside its
 * value, so nothing lies off-screen at 390 px and nothing needs scrolling sideways. The totals
 * footer is a last card; a row's detail follows its fields.
 */
function Cards<R>(props: DataTableProps<R>) {
  const { t } = useTranslation();
  const { columns, rows, rowKey, detail, onRowClick, empty, testId, caption } = props;
  const footer = columns.filter((column) => column.footer !== undefined);
  return (
    <Stack gap="xs" data-testid={testId} data-layout="cards">
      {caption !== undefined && (
        <Text size="sm" fw={600}>
          {caption}
        </Text>
      )}
      {rows.length === 0 && (
        <Paper withBorder radius="md" p="sm">
          <Text c="dimmed" size="sm" ta="center">
            {empty ?? t('common.none')}
          </Text>
        </Paper>
      )}
      <Box
        component="ul"
        aria-label={props.label ?? caption ?? t('common.table')}
        className="data-cards"
        hidden={rows.length === 0}
      >
        {rows.map((row, index) => {
          const key = rowKey(row, index);
          const more = detail?.(row, index);
          return (
            <Paper
              component="li"
              key={key}
              withBorder
              radius="md"
              p="sm"
              data-row={key}
              onClick={onRowClick === undefined ? undefined : () => onRowClick(row)}
              style={onRowClick === undefined ? undefined : { cursor: 'pointer' }}
            >
              <dl className="data-card">
                {columns.map((column) => (
                  <CardField key={column.key} label={column.header}>
                    {column.cell(row, index)}
                  </CardField>
                ))}
              </dl>
              {more !== undefined && more !== null && more !== false && (
                <Box mt="xs" data-detail={key}>
                  {more}
                </Box>
              )}
            </Paper>
          );
        })}
      </Box>
      {footer.length > 0 && rows.length > 0 && (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" data-footer="">
          <dl className="data-card">
            {footer.map((column) => (
              <CardField key={column.key} label={column.header}>
                <Text span fw={700} size="sm">
                  {column.footer}
                </Text>
              </CardField>
            ))}
          </dl>
        </Paper>
      )}
    </Stack>
  );
}

/**
 * A plain, accessible table: header, rows, an optional totals footer and detail rows; on a
 * phone, a card per row (Cards).
 */
export function DataTable<R>(props: DataTableProps<R>) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 47.99em)');
  if (narrow === true) return <Cards {...props} />;
  const { columns, rows, rowKey, empty, testId, caption } = props;
  const hasFooter = columns.some((column) => column.footer !== undefined);
  // WCAG 2.1.1: on a phone the table scrolls sideways; the keyboard must reach it to scroll it.
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer
        minWidth={560}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={props.label ?? caption ?? t('common.table')}
      >
        <Table striped highlightOnHover verticalSpacing="xs" tabularNums data-testid={testId}>
          {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} ta={align(column)} w={column.width} style={oneLine}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" size="sm" ta="center" py="sm">
                    {empty ?? t('common.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row, index) => (
              <Row key={rowKey(row, index)} {...props} row={row} index={index} />
            ))}
          </Table.Tbody>
          {hasFooter && rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr>
                {columns.map((column) =>
                  // A header cell only where there is something to say (an empty one names nothing).
                  column.footer === undefined ? (
                    <Table.Td key={column.key} />
                  ) : (
                    <Table.Th key={column.key} ta={align(column)} style={oneLine}>
                      {column.footer}
                    </Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
