import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { matchingChecked, matchingPartly } from '../itemFixtures';
import { matchesFromIds, matchOutcomeOf, toOptions } from '../rules';
import { MatchingQuestion } from './MatchingQuestion';

const base = {
  items: toOptions(matchingPartly.choices),
  targets: toOptions(matchingPartly.targets),
  matches: matchesFromIds(matchingPartly.selectedChoiceIds),
};

describe('MatchingQuestion', () => {
  it('gives each item a radio group of target letters named by the target text', () => {
    renderWithUi(<MatchingQuestion {...base} onMatch={vi.fn()} />);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(4);
    expect(groups[0]).toHaveAccessibleName(/^1\.\s?acks=all$/);
    const c = within(groups[0]!).getByRole('radio', {
      name: 'C. The leader answers once every in-sync replica has the write',
    });
    expect(c).toHaveAttribute('aria-checked', 'true');
    // Item 3 holds A: item 1's A says so.
    expect(within(groups[0]!).getByRole('radio', { name: /^A\. .*\(matched with item 3\)$/ })).toBeVisible();
    expect(screen.getByText(/2 of 4 items matched/)).toBeVisible();
  });

  it('chooses by letter, moves with arrows, clears with Delete', async () => {
    const onMatch = vi.fn();
    renderWithUi(<MatchingQuestion {...base} onMatch={onMatch} />);
    const second = screen.getAllByRole('radiogroup')[1]!;
    within(second).getAllByRole('radio')[0]!.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight} ');
    expect(onMatch).toHaveBeenLastCalledWith(4012, 4022);
    await userEvent.keyboard('b');
    expect(onMatch).toHaveBeenLastCalledWith(4012, 4025);
    const first = screen.getAllByRole('radiogroup')[0]!;
    within(first).getAllByRole('radio')[2]!.focus();
    await userEvent.keyboard('{Delete}');
    expect(onMatch).toHaveBeenLastCalledWith(4011, null);
  });

  it('once checked, marks each pair in words and names the correct target of a wrong one', () => {
    renderWithUi(
      <MatchingQuestion
        items={toOptions(matchingChecked.choices)}
        targets={toOptions(matchingChecked.targets)}
        matches={matchesFromIds(matchingChecked.selectedChoiceIds)}
        outcome={matchOutcomeOf(matchingChecked.check!.parts!)}
      />,
      { locale: 'fr' },
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getAllByText('Association correcte')).toHaveLength(3);
    expect(screen.getByText('Association incorrecte')).toBeVisible();
    expect(
      screen.getByText('Bonne cible : E. The broker drops a batch that a retry sent twice'),
    ).toBeVisible();
  });
});
