import { Spinner } from '../../ui/Spinner';

/** The submit button: disabled with a spinner and the busy text while sending. */
export function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string | null }) {
  return (
    <button
      type="submit"
      disabled={!!busyLabel}
      aria-busy={busyLabel ? true : undefined}
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 text-base font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/70 sm:w-auto"
    >
      {busyLabel && <Spinner className="size-4" />}
      {busyLabel ?? label}
    </button>
  );
}
