import { useId, useState, useSyncExternalStore } from 'react'
import { panelClass } from './panel-styles'

type MockScenarios = NonNullable<Window['mockScenarios']>
type ScenarioName = MockScenarios['names'][number]

const noMocks = () => () => undefined
const subscribe = (listener: () => void) => window.mockScenarios?.subscribe(listener) ?? noMocks()
const EMPTY: readonly never[] = []

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' })

/**
 * The demo worker (mocks/browser.ts, `window.mockScenarios`): its named failure scenarios, switched
 * as QA does from the console, and the requests it answered or let through since the page loaded.
 */
export function MockApiPanel({ theme }: { theme: 'light' | 'dark' }) {
  const active = useSyncExternalStore(subscribe, () => window.mockScenarios?.active() ?? EMPTY)
  const log = useSyncExternalStore(subscribe, () => window.mockScenarios?.log() ?? EMPTY)
  const mocks = typeof window === 'undefined' ? undefined : window.mockScenarios
  const [chosen, setChosen] = useState<ScenarioName | ''>('')
  const selectId = useId()
  if (mocks === undefined) {
    return (
      <section className={panelClass(theme)} aria-label="Mock API">
        <h2>Mock API</h2>
        <p>The mock backend is not running in this build (VITE_API_MOCKS).</p>
      </section>
    )
  }
  return (
    <section className={panelClass(theme)} aria-label="Mock API">
      <h2>Mock API</h2>
      <h3>Scenarios</h3>
      <p>Named failures of mocks/scenarios.ts; they last until reset or a reload.</p>
      <div className="sdt-row">
        <label htmlFor={selectId}>Scenario</label>
        <select id={selectId} value={chosen} onChange={(event) => setChosen(mocks.names.find((name) => name === event.target.value) ?? '')}>
          <option value="">Choose a scenario</option>
          {mocks.names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <button type="button" disabled={chosen === ''} onClick={() => chosen !== '' && mocks.use(chosen)}>
          Use scenario
        </button>
        <button type="button" disabled={active.length === 0} onClick={() => mocks.reset()}>
          Reset to normal answers
        </button>
      </div>
      <p role="status">{active.length === 0 ? 'In use: normal answers' : `In use: ${active.join(', ')}`}</p>
      <h3>Requests</h3>
      <div className="sdt-row">
        <button type="button" disabled={log.length === 0} onClick={() => mocks.clearLog()}>
          Clear the log
        </button>
      </div>
      <table>
        <caption className="sdt-caption">Requests the mock worker saw, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Method</th>
            <th scope="col">Path</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {log.map((entry) => (
            <tr key={entry.id}>
              <td>{timeFormat.format(entry.at)}</td>
              <td className="sdt-mono">{entry.method}</td>
              <td className="sdt-mono">{entry.path}</td>
              <td>{entry.status === null ? 'not handled (network)' : entry.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
