import { describe, expect, test } from 'vitest'
import { matchOverlaps } from './match-overlaps.server.ts'

describe('matchOverlaps', () => {
  test('finds the days and times of day both name, weekends and weekdays included', () => {
    expect(matchOverlaps({ availability: 'Weekends, mornings', preferredGames: '' }, { availability: 'Saturday mornings and Tuesday evenings', preferredGames: '' }).times).toEqual([
      'Saturday',
      'morning',
    ])
    expect(matchOverlaps({ availability: 'weekdays after school (afternoons)', preferredGames: '' }, { availability: 'Thurs afternoon', preferredGames: '' }).times).toEqual([
      'Thursday',
      'afternoon',
    ])
    expect(matchOverlaps({ availability: 'Sunday', preferredGames: '' }, { availability: 'Monday', preferredGames: '' }).times).toEqual([])
  })

  test('finds the games both mention, and not the words every answer has', () => {
    const overlaps = matchOverlaps(
      { availability: '', preferredGames: 'She loves Chess and card games' },
      { availability: '', preferredGames: 'I like playing chess, cards and Uno online' },
    )
    expect(overlaps.games).toEqual(['chess', 'card'])
    expect(matchOverlaps({ availability: '', preferredGames: 'any games' }, { availability: '', preferredGames: 'all games' }).games).toEqual([])
  })
})
