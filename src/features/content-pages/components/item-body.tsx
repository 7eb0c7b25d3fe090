/** Typography of a job's or help article's rendered Markdown body (HTML built and checked at build time). */
const PROSE =
  'text-lg leading-8 text-slate-800 dark:text-slate-200 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-indigo-300 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-base dark:[&_code]:bg-slate-800 [&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6'

/** The body of a job or help article: HTML rendered from its Markdown and escaped at build time, so no HTML passes through. */
export function ItemBody({ html }: { html: string }) {
  return <div data-content className={`mt-6 ${PROSE}`} dangerouslySetInnerHTML={{ __html: html }} />
}
