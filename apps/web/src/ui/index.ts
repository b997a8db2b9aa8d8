export {
  type AdminColumn,
  AdminTable,
  type AdminTableProps,
  type CustomRowAction,
  nextSort,
  type RowAction,
  type SortDirection,
} from './AdminTable';
export { Alert } from './Alert';
export { Badge, type BadgeTone } from './Badge';
export { Button } from './Button';
export { Card } from './Card';
export { cx } from './cx';
export { Dialog } from './Dialog';
export { DownloadLink } from './DownloadLink';
export { Checkbox, SelectField, TextAreaField, TextField } from './Field';
export { Logo } from './Logo';
export { PageHeader } from './PageHeader';
export { LoadFailed, QueryView } from './QueryView';
export { LoadingState, Spinner } from './Spinner';
export { EmptyRow, RowActions, SortableTh, StatCard, Table, Td, Th } from './Table';
export { type TabItem, Tabs } from './Tabs';
