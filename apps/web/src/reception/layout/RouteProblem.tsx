import { useTexts } from '../i18n';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteProblem() {
  const t = useTexts().problem;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <p className="mt-2 text-slate-700">{t.body}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {t.reload}
      </button>
    </main>
  );
}
