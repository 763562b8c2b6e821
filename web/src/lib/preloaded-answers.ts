import {
  PRELOADED_ANSWERS_ID,
  answerKey,
  type PreloadedAnswer,
  type PreloadedAnswers,
} from '@contract/preloaded-answers.ts';
import { serverRender } from './server-render.ts';

/**
 * The API answers the server wrote into the page (decision 21). Each is used once, by the first
 * GET of the same request, so the first view needs no round trip after the JavaScript; later
 * requests (a refetch, the next page) go to the API as usual.
 */
let answers: PreloadedAnswers | null = null;

function readAnswers(): PreloadedAnswers {
  if (answers) return answers;
  answers = {};
  const element =
    typeof document === 'undefined' ? null : document.getElementById(PRELOADED_ANSWERS_ID);
  if (element?.textContent) {
    try {
      answers = JSON.parse(element.textContent) as PreloadedAnswers;
    } catch {
      // A damaged block only costs the round trips it would have saved.
    }
  }
  element?.remove();
  return answers;
}

/** The server's answer to this GET (path and query), once; undefined when it has none. */
export function takePreloadedAnswer(pathAndQuery: string): PreloadedAnswer | undefined {
  const key = answerKey(pathAndQuery);
  const render = serverRender();
  if (render) {
    // A server render asks nobody: what the site app did not ask for, the page cannot show.
    const answer = render.answers[key];
    if (!answer) render.unanswered.push(key);
    return answer;
  }
  const all = readAnswers();
  const answer = all[key];
  delete all[key];
  return answer;
}

/**
 * An answer that belongs to the page rather than to a request (a form post's result, decision
 * 45): read, not taken, so the server's render and the browser's first render both see it.
 */
export function peekPreloadedAnswer(key: string): PreloadedAnswer | undefined {
  const render = serverRender();
  return render ? render.answers[key] : readAnswers()[key];
}

/** Forgets such an answer once the page has shown it, so a later visit does not again. */
export function forgetPreloadedAnswer(key: string) {
  if (!serverRender()) delete readAnswers()[key];
}
