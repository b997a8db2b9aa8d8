export { Alert } from './Alert';
export { Badge, type BadgeTone } from './Badge';
export { Button } from './Button';
export { Card } from './Card';
export { cx } from './cx';
export { Logo } from './Logo';
export { PageHeader } from './PageHeader';
export { LoadingState, Spinner } from './Spinner';
