// Matching and ordering items for stories and tests, in every state: unanswered, partly answered, answered,
// checked in practice, reviewed, and long French text. Ids as the server sends them; key data only where a
// check or a review would carry it.
import type { ExamChoice, ExamQuestion, PartVerdict, ReviewedQuestion } from './types';

const choice = (choiceId: number, choiceOrder: number, choiceText: string): ExamChoice => ({
  choiceId,
  choiceText,
  choiceOrder,
});

/** Match each producer setting with its effect: four items, five targets (one extra), shuffled. */
export const matchingQuestion: ExamQuestion = {
  questionId: 401,
  orderId: 5,
  type: 'matching',
  questionText: 'Match each producer setting with its effect.',
  category: 'PRODUCER',
  categoryName: 'Producer',
  correctAnswersNumber: 4,
  flagged: false,
  selectedChoiceIds: [],
  choices: [
    choice(4011, 1, 'acks=all'),
    choice(4012, 2, 'enable.idempotence=true'),
    choice(4013, 3, 'linger.ms=20'),
    choice(4014, 4, 'compression.type=zstd'),
  ],
  targets: [
    choice(4023, 1, 'The producer waits up to 20 ms to fill a batch before sending it'),
    choice(4025, 2, 'Records with the same key go to the same partition'),
    choice(4021, 3, 'The leader answers once every in-sync replica has the write'),
    choice(4024, 4, 'Each batch is compressed before it is sent'),
    choice(4022, 5, 'The broker drops a batch that a retry sent twice'),
  ],
};

/** The key of matchingQuestion, item → target. */
const matchingKey: Record<number, number> = { 4011: 4021, 4012: 4022, 4013: 4023, 4014: 4024 };

/** Two of four items matched. */
export const matchingPartly: ExamQuestion = {
  ...matchingQuestion,
  selectedChoiceIds: [4011, 4021, 4013, 4023],
};

/** Every item matched, one of them wrongly (idempotence ↔ the partitioning target). */
export const matchingAnswered: ExamQuestion = {
  ...matchingQuestion,
  selectedChoiceIds: [4011, 4021, 4012, 4025, 4013, 4023, 4014, 4024],
};

const matchingParts = (selected: readonly number[]): PartVerdict[] =>
  matchingQuestion.choices.map(({ choiceId }) => {
    const at = selected.findIndex((id, i) => i % 2 === 0 && id === choiceId);
    const selectedTargetId = at === -1 ? null : (selected[at + 1] ?? null);
    const correctTargetId = matchingKey[choiceId]!;
    return { choiceId, correct: selectedTargetId === correctTargetId, selectedTargetId, correctTargetId };
  });

/** Practice: matchingAnswered after Check answer (3 of 4 right). */
export const matchingChecked: ExamQuestion = {
  ...matchingAnswered,
  check: {
    questionId: 401,
    type: 'matching',
    correct: false,
    selectedChoiceIds: matchingAnswered.selectedChoiceIds,
    correctChoiceIds: Object.entries(matchingKey).flatMap(([item, target]) => [Number(item), target]),
    parts: matchingParts(matchingAnswered.selectedChoiceIds),
    explanation:
      'acks=all waits for the in-sync replicas; idempotence lets the broker drop a retried duplicate; linger.ms trades a little latency for larger batches; compression.type compresses whole batches. The key, not a setting, decides the partition.',
    references: [
      {
        title: 'Producer configuration',
        url: 'https://kafka.apache.org/documentation/#producerconfigs',
      },
    ],
  },
};

/** The steps of a transactional read-process-write cycle, shown shuffled. */
export const orderingQuestion: ExamQuestion = {
  questionId: 402,
  orderId: 6,
  type: 'ordering',
  questionText:
    'Put the calls of a transactional read-process-write cycle in order, for one batch of input records.',
  category: 'PRODUCER',
  categoryName: 'Producer',
  correctAnswersNumber: 5,
  flagged: false,
  selectedChoiceIds: [],
  choices: [
    choice(4113, 1, 'producer.send() for each output record'),
    choice(4111, 2, 'producer.initTransactions()'),
    choice(4115, 3, 'producer.commitTransaction()'),
    choice(4112, 4, 'producer.beginTransaction()'),
    choice(4114, 5, "producer.sendOffsetsToTransaction() with the consumer's offsets"),
  ],
};

const orderingKey = [4111, 4112, 4113, 4114, 4115];

/** The learner's order: right but for the last two steps swapped. */
export const orderingAnswered: ExamQuestion = {
  ...orderingQuestion,
  selectedChoiceIds: [4111, 4112, 4113, 4115, 4114],
};

const orderingParts = (selected: readonly number[]): PartVerdict[] =>
  orderingKey.map((choiceId, index) => {
    const at = selected.indexOf(choiceId);
    return {
      choiceId,
      correct: at === index,
      selectedPosition: at === -1 ? null : at + 1,
      correctPosition: index + 1,
    };
  });

/** Practice: orderingAnswered after Check answer (3 of 5 in place). */
export const orderingChecked: ExamQuestion = {
  ...orderingAnswered,
  check: {
    questionId: 402,
    type: 'ordering',
    correct: false,
    selectedChoiceIds: orderingAnswered.selectedChoiceIds,
    correctChoiceIds: orderingKey,
    parts: orderingParts(orderingAnswered.selectedChoiceIds),
    explanation:
      'initTransactions() once per producer, then per batch: beginTransaction(), send(), sendOffsetsToTransaction() so the input offsets commit with the output, and commitTransaction().',
    references: [
      {
        title: 'KafkaProducer: transactions',
        url: 'https://kafka.apache.org/documentation/#semantics',
      },
    ],
  },
};

/** Long French text: the matching item as a French reader gets it. */
export const matchingQuestionFr: ExamQuestion = {
  ...matchingPartly,
  questionText: 'Associez chaque paramètre du producteur à son effet sur l’envoi des enregistrements.',
  choices: [
    choice(4011, 1, 'acks=all'),
    choice(4012, 2, 'enable.idempotence=true'),
    choice(4013, 3, 'linger.ms=20'),
    choice(4014, 4, 'compression.type=zstd'),
  ],
  targets: [
    choice(4023, 1, 'Le producteur attend jusqu’à 20 ms pour remplir un lot avant de l’envoyer'),
    choice(4025, 2, 'Les enregistrements de même clé sont écrits dans la même partition'),
    choice(
      4021,
      3,
      'Le leader ne répond qu’une fois l’écriture reçue par toutes les répliques synchronisées',
    ),
    choice(4024, 4, 'Chaque lot est compressé avant d’être envoyé au broker'),
    choice(4022, 5, 'Le broker écarte un lot qu’une nouvelle tentative a envoyé deux fois'),
  ],
};

/** Long French text: the ordering item as a French reader gets it. */
export const orderingQuestionFr: ExamQuestion = {
  ...orderingQuestion,
  questionText:
    'Remettez dans l’ordre les appels d’un cycle transactionnel lecture-traitement-écriture, pour un lot d’enregistrements en entrée.',
  choices: [
    choice(4113, 1, 'producer.send() pour chaque enregistrement en sortie'),
    choice(4111, 2, 'producer.initTransactions(), une seule fois au démarrage du producteur'),
    choice(4115, 3, 'producer.commitTransaction() pour valider la sortie et les offsets ensemble'),
    choice(4112, 4, 'producer.beginTransaction()'),
    choice(4114, 5, 'producer.sendOffsetsToTransaction() avec les offsets du consommateur'),
  ],
};

const reviewAnswers = (q: ExamQuestion, parts: readonly PartVerdict[], placed: (id: number) => boolean) =>
  q.choices.map((c) => ({
    answerId: c.choiceId,
    value: c.choiceText,
    choiceOrder: c.choiceOrder,
    correct: parts.find((p) => p.choiceId === c.choiceId)?.correct ?? false,
    clientChose: placed(c.choiceId),
  }));

const reviewedBase = (q: ExamQuestion, orderId: number, explanation: string) => ({
  questionId: q.questionId,
  orderId,
  type: q.type,
  questionText: q.questionText,
  category: q.category,
  categoryName: q.categoryName,
  explanation,
  flagged: false,
  references: [],
});

/** Review: the matching item with one wrong pair. */
export const reviewedMatching: ReviewedQuestion = {
  ...reviewedBase(matchingQuestion, 9, matchingChecked.check!.explanation),
  ignored: false,
  correct: false,
  answers: reviewAnswers(matchingQuestion, matchingChecked.check!.parts!, () => true),
  targets: matchingQuestion.targets,
  selectedChoiceIds: matchingAnswered.selectedChoiceIds,
  parts: matchingChecked.check!.parts,
};

/** Review: the ordering item put right. */
export const reviewedOrderingRight: ReviewedQuestion = {
  ...reviewedBase(orderingQuestion, 10, orderingChecked.check!.explanation),
  ignored: false,
  correct: true,
  answers: reviewAnswers(orderingQuestion, orderingParts(orderingKey), () => true),
  selectedChoiceIds: orderingKey,
  parts: orderingParts(orderingKey),
};

/** Review: the ordering item left unanswered. */
export const reviewedOrderingUnanswered: ReviewedQuestion = {
  ...reviewedBase(orderingQuestion, 11, orderingChecked.check!.explanation),
  ignored: true,
  correct: false,
  answers: reviewAnswers(orderingQuestion, orderingParts([]), () => false),
  selectedChoiceIds: [],
  parts: orderingParts([]),
};

/** Review: the ordering item with two steps swapped. */
export const reviewedOrderingWrong: ReviewedQuestion = {
  ...reviewedOrderingRight,
  orderId: 12,
  correct: false,
  answers: reviewAnswers(orderingQuestion, orderingChecked.check!.parts!, () => true),
  selectedChoiceIds: orderingAnswered.selectedChoiceIds,
  parts: orderingChecked.check!.parts,
};
