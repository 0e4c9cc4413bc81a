/** What a child's registration and a volunteer's application both mention, as staff read it. */
export interface MatchOverlaps {
  /** Days and times of day both wrote, like "Saturday" or "afternoon". */
  times: string[]
  /** Words about games both wrote, like "chess". */
  games: string[]
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'lunchtime', 'noon', 'night'] as const

/** Words that stand for several days, and short forms of one. */
const DAY_WORDS: Record<string, readonly string[]> = {
  weekday: DAYS.slice(0, 5),
  weekend: DAYS.slice(5),
  mon: ['monday'],
  tue: ['tuesday'],
  tues: ['tuesday'],
  wed: ['wednesday'],
  thu: ['thursday'],
  thur: ['thursday'],
  thurs: ['thursday'],
  fri: ['friday'],
  sat: ['saturday'],
  sun: ['sunday'],
  ...Object.fromEntries(DAYS.map((day) => [day, [day]])),
}

/** Words that say nothing about which game: they would match every pair. */
const NOT_GAMES = new Set(
  'and any all are but can for from game games have her his just like likes love loves not online our play played playing plays she some the their them they too very want with would you your'.split(
    ' ',
  ),
)

/** Lower-case words, plurals made singular ("mornings" → "morning"), except words that end in "ss" ("chess"). */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/\p{L}[\p{L}\p{N}'’-]*/gu)
      ?.map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word)) ?? []
  )
}

function timesOf(text: string): Set<string> {
  const times = new Set<string>()
  for (const word of wordsOf(text)) {
    for (const day of DAY_WORDS[word] ?? []) times.add(day)
    if ((TIMES_OF_DAY as readonly string[]).includes(word)) times.add(word)
  }
  return times
}

const gamesOf = (text: string) => new Set(wordsOf(text).filter((word) => word.length > 2 && !NOT_GAMES.has(word)))

const capitalised = (word: string) => ((DAYS as readonly string[]).includes(word) ? `${word[0]!.toUpperCase()}${word.slice(1)}` : word)

/**
 * What a child's and a volunteer's free-text answers share: the days and times of day both name
 * (a weekend covers Saturday and Sunday, "weekdays" Monday to Friday), and the words about games
 * both use. A hint for staff, who read both answers before they match.
 */
export function matchOverlaps(child: { availability: string; preferredGames: string }, volunteer: { availability: string; preferredGames: string }): MatchOverlaps {
  const volunteerTimes = timesOf(volunteer.availability)
  const volunteerGames = gamesOf(volunteer.preferredGames)
  const order = [...DAYS, ...TIMES_OF_DAY] as readonly string[]
  return {
    times: [...timesOf(child.availability)]
      .filter((time) => volunteerTimes.has(time))
      .sort((a, b) => order.indexOf(a) - order.indexOf(b))
      .map(capitalised),
    games: [...gamesOf(child.preferredGames)].filter((game) => volunteerGames.has(game)),
  }
}
