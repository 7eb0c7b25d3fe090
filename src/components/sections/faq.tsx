export interface Question {
  question: string
  answer: string
}

/**
 * Questions and answers as disclosure widgets: the browser opens and closes them, by keyboard too,
 * and `name` lets one be open at a time. The first is open.
 */
export function Faq({ name, questions }: { name: string; questions: readonly Question[] }) {
  return (
    <div className="mx-auto mt-12 max-w-3xl space-y-3">
      {questions.map((item, index) => (
        <details key={item.question} name={name} open={index === 0} className="group rounded-xl border border-slate-200 dark:border-slate-700">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
            {item.question}
            <span aria-hidden="true" className="text-xl group-open:rotate-45 motion-safe:transition-transform">
              +
            </span>
          </summary>
          <p className="px-5 pb-5 text-slate-600 dark:text-slate-300">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
