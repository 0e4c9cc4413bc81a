import type { MatchOfSignUp } from '../matching/matches-of-sign-up.server.ts'
import type { MatchOverlaps } from '../matching/match-overlaps.server.ts'
import type { ChildSignUp, VolunteerSignUp } from '../matching/waiting-sign-ups.server.ts'
import { AGE_GROUPS } from '#lib/forms/form-options.ts'
import { escapeHtml } from './escape-html.server.ts'
import { pageParts } from './page-parts.server.ts'

const { when, hidden } = pageParts

/** The board's filters, as its address holds them. */
export interface MatchingFilters {
  age: string
  game: string
}

/** A volunteer as a child's page offers them: with what the two share. */
export interface VolunteerChoice {
  volunteer: VolunteerSignUp
  overlaps: MatchOverlaps
}

const answer = (text: string) => (text ? escapeHtml(text) : '(not given)')
const record = (id: string, name: string) => `<a href="/staff/submissions/${encodeURIComponent(id)}">${escapeHtml(name || '(no name)')}</a>`
const childrenWord = (count: number) => (count === 1 ? '1 child' : `${count} children`)

/** The bodies of the matching pages, already HTML: every text from a visitor or the store is escaped. */
export const matchingPages = {
  board({ children, volunteers, filters }: { children: ChildSignUp[]; volunteers: VolunteerSignUp[]; filters: MatchingFilters }): string {
    const ageOptions = [['', 'Any age group'], ...AGE_GROUPS.map((group) => [group, `${group} years`])]
      .map(([value, label]) => `<option value="${value}"${filters.age === value ? ' selected' : ''}>${label}</option>`)
      .join('')
    const childRows = children
      .map(
        (child) => `<tr>
  <td>${record(child.id, child.childName)}</td>
  <td>${answer(child.ageGroup)}</td>
  <td>${answer(child.availability)}</td>
  <td>${answer(child.preferredGames)}</td>
  <td>${when(child.receivedAt)}</td>
  <td><a href="/staff/matching/children/${encodeURIComponent(child.id)}">Find a volunteer<span class="visually-hidden"> for ${escapeHtml(child.childName)}</span></a></td>
</tr>`,
      )
      .join('\n')
    const volunteerRows = volunteers
      .map(
        (volunteer) => `<tr>
  <td>${record(volunteer.id, volunteer.name)}</td>
  <td>${answer(volunteer.availability)}</td>
  <td>${answer(volunteer.preferredGames)}</td>
  <td>${answer(volunteer.experience)}</td>
  <td>${volunteer.matches === 0 ? 'None yet' : childrenWord(volunteer.matches)}</td>
</tr>`,
      )
      .join('\n')
    return `<p>Children registered for Play With Me who have no volunteer yet, and the volunteers who can play. Choose "Find a volunteer" beside a child to see the volunteers with the days and games they share.</p>
<form class="staff-console__filters" method="get" action="/staff/matching" role="search" aria-label="Filter children and volunteers">
  <p><label for="matching-age">Age group</label><br><select id="matching-age" name="age">${ageOptions}</select></p>
  <p><label for="matching-game">Game</label><br><input id="matching-game" name="game" type="search" value="${escapeHtml(filters.game)}"></p>
  <p><button class="button button--secondary" type="submit">Show</button></p>
</form>
<h2 id="children-heading">Children waiting for a match</h2>
${
  children.length === 0
    ? '<p>No child is waiting that fits these filters.</p>'
    : `<table aria-labelledby="children-heading">
  <thead><tr><th scope="col">Child</th><th scope="col">Age group</th><th scope="col">Availability</th><th scope="col">Preferred games</th><th scope="col">Registered</th><th scope="col">Match</th></tr></thead>
  <tbody>
${childRows}
  </tbody>
</table>`
}
<h2 id="volunteers-heading">Volunteers</h2>
${
  volunteers.length === 0
    ? '<p>No volunteer fits these filters.</p>'
    : `<table aria-labelledby="volunteers-heading">
  <thead><tr><th scope="col">Volunteer</th><th scope="col">Availability</th><th scope="col">Preferred games</th><th scope="col">Experience</th><th scope="col">Children matched</th></tr></thead>
  <tbody>
${volunteerRows}
  </tbody>
</table>`
}`
  },

  child({ child, choices, matched, csrfToken }: { child: ChildSignUp; choices: VolunteerChoice[]; matched: MatchOfSignUp | undefined; csrfToken: string }): string {
    const details = `<dl>
<dt>Child</dt><dd>${record(child.id, child.childName)}</dd>
<dt>Age group</dt><dd>${answer(child.ageGroup)}</dd>
<dt>Availability</dt><dd>${answer(child.availability)}</dd>
<dt>Preferred games</dt><dd>${answer(child.preferredGames)}</dd>
</dl>`
    if (matched)
      return `${details}\n<p>${escapeHtml(child.childName)} is already matched with ${record(matched.otherId, matched.otherName)}.</p>\n<p><a href="/staff/matching">Back to matching</a></p>`
    const shared = ({ times, games }: MatchOverlaps) =>
      [times.length > 0 ? `Times: ${escapeHtml(times.join(', '))}` : '', games.length > 0 ? `Games: ${escapeHtml(games.join(', '))}` : ''].filter(Boolean).join('<br>') ||
      'Nothing found in common'
    const rows = choices
      .map(
        ({ volunteer, overlaps }) => `<tr>
  <td>${record(volunteer.id, volunteer.name)}</td>
  <td>${answer(volunteer.availability)}</td>
  <td>${answer(volunteer.preferredGames)}</td>
  <td>${answer(volunteer.experience)}</td>
  <td>${shared(overlaps)}</td>
  <td>${volunteer.matches === 0 ? 'None yet' : childrenWord(volunteer.matches)}</td>
  <td><form method="post" action="/staff/matching/match">
    ${hidden('csrf', csrfToken)}
    ${hidden('child', child.id)}
    ${hidden('volunteer', volunteer.id)}
    <button class="button button--secondary" type="submit">Match<span class="visually-hidden"> ${escapeHtml(child.childName)} with ${escapeHtml(volunteer.name)}</span></button>
  </form></td>
</tr>`,
      )
      .join('\n')
    return `${details}
<p>The volunteers, those who share the most with ${escapeHtml(child.childName)} first. "In common" is a hint from their answers: read both before you match. After a match, the parent and the volunteer are emailed; until the emails go, the match can be undone from the child's record.</p>
${
  choices.length === 0
    ? '<p>No volunteer can take a child yet.</p>'
    : `<table>
  <caption class="visually-hidden">Volunteers for ${escapeHtml(child.childName)}</caption>
  <thead><tr><th scope="col">Volunteer</th><th scope="col">Availability</th><th scope="col">Preferred games</th><th scope="col">Experience</th><th scope="col">In common</th><th scope="col">Children matched</th><th scope="col">Match</th></tr></thead>
  <tbody>
${rows}
  </tbody>
</table>`
}
<p><a href="/staff/matching">Back to matching</a></p>`
  },

  /** The section a child's or a volunteer's record shows about their matches, with an undo for a match whose emails have not gone. */
  recordSection({ form, id, matches, csrfToken, now }: { form: 'play-signup' | 'volunteer-signup'; id: string; matches: MatchOfSignUp[]; csrfToken: string; now: Date }): string {
    const items = matches
      .map((match) => {
        const held = Date.parse(match.emailsAt) > now.getTime()
        const emails = held
          ? `The emails to the parent and the volunteer go at ${when(match.emailsAt)}.
  <form method="post" action="/staff/matching/${encodeURIComponent(match.id)}/undo">${hidden('csrf', csrfToken)} <button class="button button--secondary" type="submit">Undo this match</button></form>`
          : 'The parent and the volunteer have been emailed.'
        return `<li>With ${record(match.otherId, match.otherName)}, matched by ${escapeHtml(match.createdBy)} on ${when(match.createdAt)}. ${emails}</li>`
      })
      .join('\n')
    const none =
      form === 'play-signup'
        ? `<p>Not matched with a volunteer yet. <a href="/staff/matching/children/${encodeURIComponent(id)}">Find a volunteer</a></p>`
        : '<p>Not matched with a child yet.</p>'
    return `<section aria-labelledby="match-heading">
<h2 id="match-heading">Play With Me match</h2>
${matches.length === 0 ? none : `<ul>\n${items}\n</ul>`}
</section>`
  },
}
