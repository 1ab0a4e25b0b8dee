import { author, defineArticle } from './defineArticle';

const describeGroup =
  'kafka-consumer-groups.sh --bootstrap-server localhost:9092 \\\n  --describe --group billing';

export const consumerGroups = defineArticle(
  { id: '4', level: 'intermediate', publishedOn: '2025-03-10' },
  {
    en: {
      title: 'Understanding Consumer Groups',
      summary:
        'Partition assignment, offsets and rebalancing: how consumers share the work and pick up where they left off.',
      author: author.en,
      sections: [
        {
          heading: 'Sharing partitions',
          paragraphs: [
            'Consumers with the same group.id form a group. Each partition is assigned to exactly one member, so the group processes every event once; extra members beyond the partition count stay idle.',
            'Different groups read the same topic independently: billing and analytics each see every event.',
          ],
        },
        {
          heading: 'Committed offsets',
          paragraphs: [
            'A consumer records its progress by committing offsets to the __consumer_offsets topic. After a restart it resumes from the last committed offset.',
            'Committing after processing gives at-least-once delivery; committing before gives at-most-once. auto.offset.reset decides where a group without offsets starts.',
          ],
          code: describeGroup,
        },
        {
          heading: 'Rebalancing',
          paragraphs: [
            'When a member joins, leaves or stops polling within max.poll.interval.ms, the group rebalances and partitions move.',
            'The cooperative sticky assignor moves only the partitions that must move, and static membership (group.instance.id) avoids a rebalance on a quick restart.',
          ],
        },
      ],
      quiz: [
        {
          id: 'idle',
          question:
            'A topic has 3 partitions and the group has 5 consumers. How many consumers receive events?',
          choices: ['5', '3', '1', '0'],
          correctIndex: 1,
          explanation:
            'A partition goes to one member at a time, so only 3 members get partitions; 2 stay idle.',
        },
        {
          id: 'resume',
          question: 'Where does a restarted consumer of an existing group start reading?',
          choices: [
            'At the latest event',
            'At offset 0',
            'At its last committed offset',
            'Where another group is',
          ],
          correctIndex: 2,
          explanation:
            'Committed offsets are the group’s bookmark; auto.offset.reset only applies when none exists.',
        },
      ],
    },
    fr: {
      title: 'Comprendre les groupes de consommateurs',
      summary:
        'Attribution des partitions, offsets et rééquilibrage : comment les consommateurs se partagent le travail et reprennent là où ils en étaient.',
      author: author.fr,
      sections: [
        {
          heading: 'Se partager les partitions',
          paragraphs: [
            'Les consommateurs de même group.id forment un groupe. Chaque partition est attribuée à un seul membre : le groupe traite chaque événement une fois ; les membres en surnombre restent inactifs.',
            'Des groupes différents lisent le même topic indépendamment : facturation et analyse voient chacun tous les événements.',
          ],
        },
        {
          heading: 'Offsets validés',
          paragraphs: [
            'Un consommateur enregistre sa progression en validant des offsets dans le topic __consumer_offsets. Après un redémarrage, il reprend au dernier offset validé.',
            'Valider après le traitement donne une livraison au moins une fois ; avant, au plus une fois. auto.offset.reset décide où démarre un groupe sans offset.',
          ],
          code: describeGroup,
        },
        {
          heading: 'Rééquilibrage',
          paragraphs: [
            "Quand un membre arrive, part ou cesse d'interroger le broker dans le délai max.poll.interval.ms, le groupe se rééquilibre et des partitions changent de main.",
            "L'assignateur coopératif « sticky » ne déplace que les partitions nécessaires, et l'appartenance statique (group.instance.id) évite un rééquilibrage lors d'un redémarrage rapide.",
          ],
        },
      ],
      quiz: [
        {
          id: 'idle',
          question:
            'Un topic a 3 partitions et le groupe 5 consommateurs. Combien reçoivent des événements ?',
          choices: ['5', '3', '1', '0'],
          correctIndex: 1,
          explanation:
            "Une partition n'appartient qu'à un membre à la fois : seuls 3 membres ont des partitions, 2 restent inactifs.",
        },
        {
          id: 'resume',
          question: "Où reprend un consommateur redémarré d'un groupe existant ?",
          choices: [
            'Au dernier événement',
            "À l'offset 0",
            'À son dernier offset validé',
            'Là où en est un autre groupe',
          ],
          correctIndex: 2,
          explanation:
            "Les offsets validés sont le marque-page du groupe ; auto.offset.reset ne s'applique qu'en leur absence.",
        },
      ],
    },
  },
);
