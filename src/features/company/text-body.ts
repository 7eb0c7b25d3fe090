/** Typography of a short rendered Markdown text (a bio): paragraphs, emphasis and links. */
export const TEXT_BODY =
  'text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline dark:[&_a]:text-indigo-300 [&_p+p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white'
