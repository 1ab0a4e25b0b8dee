import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../../test/renderWithUi';
import { orderingChecked, orderingQuestion } from '../itemFixtures';
import { stepOutcomeOf, stepsInOrder } from '../rules';
import { OrderingQuestion } from './OrderingQuestion';

const served = stepsInOrder(orderingQuestion.choices, []);

function Stateful({ onReorder }: { onReorder: (ids: number[]) => void }) {
  const [steps, setSteps] = useState(served);
  return (
    <OrderingQuestion
      steps={steps}
      answered={false}
      onReorder={(ids) => {
        setSteps(ids.map((id) => served.find((s) => s.id === id)!));
        onReorder(ids);
      }}
    />
  );
}

describe('OrderingQuestion', () => {
  it('moves a step, announces its new position and keeps focus on it', async () => {
    const onReorder = vi.fn();
    renderWithUi(<Stateful onReorder={onReorder} />);
    expect(
      screen.getByRole('button', { name: 'Move up: producer.send() for each output record' }),
    ).toBeDisabled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Move down: producer.send() for each output record' }),
    );
    expect(onReorder).toHaveBeenLastCalledWith([4111, 4113, 4115, 4112, 4114]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Step “producer.send() for each output record” moved to position 2 of 5.',
    );
    expect(
      screen.getByRole('button', { name: 'Move down: producer.send() for each output record' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onReorder).toHaveBeenLastCalledWith([4113, 4111, 4115, 4112, 4114]);
    // Back at the top, Move up is disabled: focus goes to the step's Move down.
    expect(
      screen.getByRole('button', { name: 'Move down: producer.send() for each output record' }),
    ).toHaveFocus();
  });

  it('answers with the order shown', async () => {
    const onReorder = vi.fn();
    renderWithUi(<OrderingQuestion steps={served} answered={false} onReorder={onReorder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Answer with this order' }));
    expect(onReorder).toHaveBeenCalledWith([4113, 4111, 4115, 4112, 4114]);
  });

  it('once checked, marks each position and shows the correct order (French)', () => {
    renderWithUi(
      <OrderingQuestion
        steps={stepsInOrder(orderingChecked.choices, orderingChecked.selectedChoiceIds)}
        answered
        outcome={stepOutcomeOf(orderingChecked.check!.parts!)}
      />,
      { locale: 'fr' },
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByText('Bonne position')).toHaveLength(3);
    expect(screen.getByText('Mauvaise position : va en position 4')).toBeVisible();
    expect(screen.getByText('Ordre correct')).toBeVisible();
  });
});
