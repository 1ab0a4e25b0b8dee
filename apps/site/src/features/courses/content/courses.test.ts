import { describe, expect, it } from 'vitest';
import { articles } from './articles';
import { courseDefinitions, coursesFor } from './courses';

describe('the courses of My Courses', () => {
  it('start at 0% and not started for a new learner', () => {
    for (const course of coursesFor('en')) {
      expect(course).toMatchObject({ progress: 0, status: 'not-started', articlesRead: 0, checksPassed: 0 });
    }
  });

  it('each open one of their own articles, and every article belongs to a course', () => {
    const ids = articles.map((a) => a.en.id);
    const used = courseDefinitions.flatMap((c) => c.articleIds);
    expect(new Set(used)).toEqual(new Set(ids));
    expect(used).toHaveLength(new Set(used).size);
    for (const course of coursesFor('fr')) {
      const definition = courseDefinitions.find((c) => c.id === course.id)!;
      expect(definition.articleIds[0]).toBe(course.articleId);
    }
  });

  it('count an article read and a check passed as one step each, and continue at the next article', () => {
    const [fundamentals] = coursesFor('en', { articlesRead: ['1'], checksPassed: [], labSteps: [] });
    expect(fundamentals).toMatchObject({
      progress: 25,
      status: 'in-progress',
      articleId: '1',
      articlesRead: 1,
    });
    const [after] = coursesFor('en', { articlesRead: ['1'], checksPassed: ['1'], labSteps: [] });
    expect(after).toMatchObject({ progress: 50, articleId: '2' });
    const [done] = coursesFor('en', { articlesRead: ['1', '2'], checksPassed: ['1', '2'], labSteps: [] });
    expect(done).toMatchObject({ progress: 100, status: 'completed', articleId: '1' });
  });

  it('measure reading time from the articles', () => {
    const [fundamentals] = coursesFor('en');
    expect(fundamentals!.readingMinutes).toBe(
      articles[0]!.en.readingMinutes + articles[1]!.en.readingMinutes,
    );
  });
});
