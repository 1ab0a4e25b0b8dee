import type { SeedQuestionFr } from '../../types';

/** The French of ccdak-mock-part1.ts, question by question. */
export const ccdakMockPart1Fr: SeedQuestionFr[] = [
  // ---------------------------------------------------------------- Producer
  {
    text: 'Un développeur crée un KafkaProducer avec un client Kafka 3.x et ne définit que bootstrap.servers, key.serializer et value.serializer. Quel réglage d’acks est en vigueur ?',
    choices: [
      'acks=1',
      'acks=0',
      'acks=all',
      'acks=1, sauf si enable.idempotence est explicitement mis à true',
    ],
    explanation:
      'Depuis Apache Kafka 3.0 (KIP-679), le producteur utilise par défaut acks=all avec enable.idempotence=true : le leader attend l’ensemble des réplicas synchronisés avant d’acquitter. acks=1 était la valeur par défaut avant la 3.0, ce qui en fait la mauvaise réponse la plus tentante.',
  },
  {
    text: 'Un producteur définit explicitement enable.idempotence=true. Quels réglages doivent aussi être respectés, faute de quoi le producteur échoue avec une ConfigException ? (Choisissez trois réponses.)',
    choices: [
      'acks=all',
      'max.in.flight.requests.per.connection=1',
      'retries supérieur à 0',
      'transactional.id doit être défini',
      'max.in.flight.requests.per.connection inférieur ou égal à 5',
    ],
    explanation:
      'Le producteur idempotent exige acks=all, retries supérieur à 0 et au plus 5 requêtes en vol par connexion ; le broker suit les numéros de séquence de 5 batchs en vol au maximum, si bien que l’ordre est préservé sans limiter les requêtes en vol à 1. Un transactional.id n’est nécessaire que pour les transactions, pas pour la seule idempotence.',
  },
  {
    text: 'Quelle affirmation décrit correctement le réglage delivery.timeout.ms du producteur ?',
    choices: [
      'C’est le temps maximal pendant lequel une requête produce attend la réponse du broker avant d’être renvoyée.',
      'C’est une borne supérieure du temps entre le retour de send() et le signalement du succès ou de l’échec, qui couvre le temps passé en batch, en attente d’acquittement et en nouvelles tentatives.',
      'Il limite la durée pendant laquelle send() lui-même peut bloquer quand le tampon de l’accumulateur d’enregistrements est plein.',
      'C’est le temps pendant lequel le producteur attend d’autres enregistrements avant d’envoyer un batch.',
    ],
    explanation:
      'delivery.timeout.ms (120000 par défaut) borne le temps total pour rendre compte du sort d’un enregistrement : attente dans un batch, attente de l’acquittement du broker et nouvelles tentatives ; il doit valoir au moins linger.ms + request.timeout.ms. Le délai par requête est request.timeout.ms, le blocage dans send() est borné par max.block.ms, et l’attente pour remplir un batch, c’est linger.ms.',
  },
  {
    text: 'Un producteur envoie beaucoup de petits enregistrements, et l’équipe veut un meilleur débit et un meilleur taux de compression, quitte à accepter quelques millisecondes de latence en plus. Quelles modifications y contribuent le plus directement ? (Choisissez deux réponses.)',
    choices: [
      'Régler max.in.flight.requests.per.connection=1',
      'Augmenter linger.ms',
      'Réduire batch.size à 1 Ko',
      'Augmenter batch.size',
    ],
    explanation:
      'linger.ms laisse le producteur attendre un peu que d’autres enregistrements rejoignent un batch, et un batch.size plus grand permet à chaque batch par partition de contenir davantage de données ; des batchs plus gros, ce sont moins de requêtes et une meilleure compression, car la compression s’applique batch par batch. Limiter les requêtes en vol à 1 réduit le débit, et réduire batch.size fait l’inverse de ce qui est recherché.',
  },
  {
    text: 'Des producteurs écrivent des enregistrements à clé dans un topic de 6 partitions avec le partitionneur par défaut. Un administrateur porte le nombre de partitions à 8. Quel en est l’effet ?',
    choices: [
      'Les enregistrements existants sont redistribués sur les 8 partitions pour que chaque clé reste dans une seule partition.',
      'Les clés gardent leur partition d’origine, car le producteur met en cache la correspondance clé-partition de façon permanente.',
      'Les brokers refusent les enregistrements à clé jusqu’au redémarrage de tous les producteurs.',
      'Les enregistrements existants restent où ils sont, mais les nouveaux enregistrements de certaines clés sont désormais hachés vers une autre partition : l’ordre par clé entre anciennes et nouvelles données n’est plus garanti.',
    ],
    explanation:
      'Le partitionneur par défaut associe une clé non nulle à murmur2(clé) modulo le nombre de partitions : changer ce nombre change la partition cible de nombreuses clés. Kafka ne déplace jamais d’enregistrements existants d’une partition à l’autre, si bien qu’une clé peut se retrouver avec ses anciens enregistrements dans une partition et les nouveaux dans une autre. C’est pourquoi les topics qui reposent sur l’ordre par clé doivent être créés d’emblée avec assez de partitions.',
  },
  {
    text: 'Un producteur Kafka 3.x utilise le partitionnement par défaut (partitioner.class non défini) et envoie des enregistrements à clé nulle sans partition explicite. Comment les enregistrements sont-ils répartis ?',
    choices: [
      'Round-robin strict : chaque enregistrement va à la partition suivante.',
      'Les enregistrements successifs vont dans la même partition jusqu’à ce qu’environ un batch de données y ait été envoyé, puis le producteur passe à une autre partition.',
      'Tous les enregistrements vont dans la partition 0.',
      'La partition est choisie en hachant la valeur sérialisée.',
    ],
    explanation:
      'Depuis Kafka 2.4 (KIP-480), avec des améliorations en 3.3 (KIP-794), les enregistrements sans clé utilisent le partitionnement « sticky » : le producteur remplit un batch pour une partition puis passe à la suivante, ce qui donne des batchs plus gros et une latence plus faible tout en répartissant la charge dans le temps. Le round-robin enregistrement par enregistrement était le comportement d’avant la 2.4 et produisait beaucoup de petits batchs.',
  },
  {
    text: 'Quelles affirmations sur le réglage transactional.id du producteur sont correctes ? (Choisissez deux réponses.)',
    choices: [
      'Définir un transactional.id exige l’idempotence : le configurer avec enable.idempotence=false est refusé.',
      'Le coordinateur de transactions attribue automatiquement le transactional.id lors de l’appel à initTransactions().',
      'Quand une nouvelle instance de producteur avec le même transactional.id appelle initTransactions(), l’epoch du producteur est incrémentée et l’ancienne instance est écartée (fencing).',
      'Dès qu’un producteur utilise des transactions, tous les consommateurs ignorent les enregistrements des transactions annulées, quelle que soit leur configuration.',
    ],
    explanation:
      'Les transactions reposent sur le producteur idempotent, et un transactional.id stable permet au coordinateur de reconnaître une instance redémarrée : initTransactions() incrémente l’epoch, annule toute transaction en cours et écarte l’instance zombie. Le transactional.id est défini par l’application, pas par le coordinateur. Les consommateurs ne masquent les enregistrements annulés que s’ils utilisent isolation.level=read_committed ; la valeur par défaut est read_uncommitted.',
  },
  {
    text: 'Dans une boucle consommer-transformer-produire transactionnelle, comment valider les offsets d’entrée pour qu’ils le soient de façon atomique avec les enregistrements de sortie ?',
    choices: [
      'Appeler consumer.commitSync() après le retour de producer.commitTransaction().',
      'Régler enable.auto.commit=true sur le consommateur et isolation.level=read_committed.',
      'Appeler consumer.commitSync() entre beginTransaction() et commitTransaction().',
      'Désactiver l’auto-commit et appeler producer.sendOffsetsToTransaction(offsets, consumer.groupMetadata()) avant producer.commitTransaction().',
    ],
    explanation:
      'sendOffsetsToTransaction() ajoute les offsets du groupe de consommateurs à la transaction du producteur : les enregistrements de sortie et les offsets d’entrée deviennent visibles ensemble, ou pas du tout. Un commitSync() du consommateur est une écriture séparée, non transactionnelle, dans __consumer_offsets : une panne entre les deux étapes provoquerait des doublons ou des entrées sautées, que ce commit ait lieu pendant ou après la transaction.',
  },
  {
    text: 'Un producteur utilise enable.idempotence=false, acks=all, retries=2147483647 et max.in.flight.requests.per.connection=5. Quels risques existent pour les enregistrements envoyés à une même partition ? (Choisissez deux réponses.)',
    choices: [
      'Des enregistrements peuvent être écrits dans le désordre si un batch échoue et est renvoyé après qu’un batch ultérieur a réussi.',
      'Le producteur échoue au démarrage avec une ConfigException, car plus d’une requête en vol exige l’idempotence.',
      'Un enregistrement peut être écrit deux fois si le broker l’a écrit mais que l’acquittement s’est perdu et que le producteur a réessayé.',
      'Le broker écarte silencieusement les batchs renvoyés, car leurs numéros de séquence sont en double.',
    ],
    explanation:
      'Sans idempotence, le broker n’a ni identifiant de producteur ni numéros de séquence pour détecter les doublons ou refuser les batchs désordonnés : les nouvelles tentatives peuvent provoquer à la fois des doublons et des réordonnancements quand plusieurs requêtes sont en vol. Désactiver explicitement l’idempotence est une configuration valide, il n’y a donc pas de ConfigException ; la détection des doublons par numéro de séquence n’a lieu que si l’idempotence est activée.',
  },
  {
    text: 'Quelles affirmations sur le réglage compression.type du producteur sont correctes ? (Choisissez deux réponses.)',
    choices: [
      'Les consommateurs doivent définir le même compression.type que le producteur pour pouvoir lire les données.',
      'La compression s’applique à des batchs entiers d’enregistrements : des batchs plus gros se compressent généralement mieux.',
      'Les consommateurs décompressent les batchs automatiquement ; aucune configuration n’est nécessaire côté consommateur.',
      'Les brokers décompressent toujours chaque batch et le recompressent avec un codec commun au broker avant de l’écrire sur disque.',
    ],
    explanation:
      'Le producteur compresse chaque batch (gzip, snappy, lz4 ou zstd), le codec est inscrit dans le batch, et les consommateurs décompressent de façon transparente. Avec le réglage de topic par défaut compression.type=producer, le broker conserve le codec du producteur au lieu de recompresser. Il n’existe aucun réglage de compression côté consommateur à faire correspondre.',
  },
  {
    text: 'Un sujet (subject) Schema Registry utilise la compatibilité par défaut, BACKWARD. Quelle modification du schéma Avro de la valeur sera acceptée ?',
    choices: [
      'Ajouter un nouveau champ avec une valeur par défaut',
      'Ajouter un nouveau champ sans valeur par défaut',
      'Renommer un champ existant sans ajouter d’alias',
      'Changer le type d’un champ de string en int',
    ],
    explanation:
      'BACKWARD signifie que les consommateurs qui utilisent le nouveau schéma peuvent lire les données écrites avec le schéma précédent : un nouveau champ a donc besoin d’une valeur par défaut pour compléter les anciens enregistrements à la lecture. Ajouter un champ sans valeur par défaut rompt cette compatibilité, un renommage sans alias équivaut à une suppression plus un ajout sans valeur par défaut, et passer de string à int n’est pas une promotion de type Avro valide.',
  },
  {
    text: 'Un producteur utilise le KafkaAvroSerializer de Confluent avec les réglages par défaut pour écrire des valeurs dans le topic orders. Sous quel sujet Schema Registry le schéma de la valeur est-il enregistré ?',
    choices: [
      'orders',
      'com.acme.Order (le nom complet qualifié du record)',
      'orders-value',
      'orders-com.acme.Order',
    ],
    explanation:
      'La stratégie de nommage des sujets par défaut est TopicNameStrategy, qui enregistre les schémas de valeur sous <topic>-value et ceux de clé sous <topic>-key. Le nom complet qualifié du record est utilisé par RecordNameStrategy, et <topic>-<nom du record> par TopicRecordNameStrategy ; toutes deux doivent être configurées explicitement.',
  },
  {
    text: 'Quelles exceptions sont réessayables, c’est-à-dire que le producteur les retente automatiquement dans la limite de delivery.timeout.ms ? (Choisissez deux réponses.)',
    choices: [
      'RecordTooLargeException',
      'NotLeaderOrFollowerException',
      'SerializationException',
      'NotEnoughReplicasException',
      'TopicAuthorizationException',
    ],
    explanation:
      'NotLeaderOrFollowerException (métadonnées périmées après un changement de leader) et NotEnoughReplicasException (ISR passé temporairement sous min.insync.replicas) sont des sous-classes de RetriableException : le producteur rafraîchit ses métadonnées ou patiente, puis réessaie. Un enregistrement trop gros, une valeur impossible à sérialiser ou une ACL manquante ne se résoudront pas d’eux-mêmes : ces erreurs sont renvoyées immédiatement à l’application.',
  },
  {
    text: 'Les appels à producer.send() bloquent parfois 60 secondes puis lèvent une TimeoutException, parce que le tampon est plein ou que les métadonnées sont indisponibles. Quel réglage borne ce temps de blocage ?',
    choices: ['request.timeout.ms', 'delivery.timeout.ms', 'linger.ms', 'max.block.ms'],
    explanation:
      'max.block.ms (60000 par défaut) borne la durée pendant laquelle send() peut bloquer en attendant les métadonnées du topic ou de la place libre dans buffer.memory avant de lever une exception. delivery.timeout.ms s’applique une fois que send() a rendu la main et que l’enregistrement est dans l’accumulateur, et request.timeout.ms s’applique à chaque requête envoyée au broker.',
  },
  // ---------------------------------------------------------------- Consumer
  {
    text: 'Un topic a 4 partitions. Le groupe de consommateurs qui y est abonné compte 6 consommateurs actifs. Que se passe-t-il ?',
    choices: [
      'Deux partitions sont chacune partagées par deux consommateurs, qui les lisent en parallèle.',
      'Quatre consommateurs reçoivent chacun une partition et deux consommateurs restent inactifs.',
      'Le coordinateur de groupe refuse le cinquième et le sixième consommateur avec une erreur.',
      'Le broker ajoute automatiquement deux partitions au topic.',
    ],
    explanation:
      'Dans un groupe de consommateurs, chaque partition est attribuée à au plus un consommateur : avec 4 partitions, 4 consommateurs au plus sont actifs, et les autres attendent en réserve pour reprendre des partitions après un rééquilibrage. Kafka ne partage jamais une partition entre membres d’un groupe et n’ajoute pas de partitions automatiquement.',
  },
  {
    text: 'Le traitement d’un lot renvoyé par poll() prend parfois 7 minutes. Le consommateur est alors retiré du groupe et son commit échoue avec une CommitFailedException, alors que le thread d’arrière-plan envoie bien les heartbeats. Quelles modifications corrigent le problème ? (Choisissez deux réponses.)',
    choices: [
      'Augmenter max.poll.interval.ms au-delà du pire temps de traitement',
      'Augmenter session.timeout.ms',
      'Diminuer max.poll.records pour que chaque poll renvoie moins de travail',
      'Diminuer heartbeat.interval.ms',
    ],
    explanation:
      'max.poll.interval.ms (5 minutes par défaut) est le temps maximal entre deux appels à poll() ; s’il est dépassé, le consommateur quitte le groupe et ses partitions sont réattribuées. Accorder plus de temps ou renvoyer moins d’enregistrements par poll permet tous deux de rester dans la limite. session.timeout.ms et heartbeat.interval.ms ne concernent que les heartbeats d’arrière-plan, qui sont toujours envoyés : les modifier n’aide pas.',
  },
  {
    text: 'Avec le protocole classique des groupes de consommateurs, quelle affirmation sur heartbeat.interval.ms et session.timeout.ms est correcte ?',
    choices: [
      'session.timeout.ms est le temps maximal autorisé entre deux appels à poll().',
      'heartbeat.interval.ms doit être supérieur à session.timeout.ms pour ne pas inonder le coordinateur de heartbeats.',
      'heartbeat.interval.ms est la fréquence d’envoi des heartbeats au coordinateur de groupe et vaut en général au plus un tiers de session.timeout.ms.',
      'Ces deux réglages ne servent que si enable.auto.commit=true.',
    ],
    explanation:
      'Le coordinateur déclare un membre mort s’il ne reçoit aucun heartbeat pendant session.timeout.ms : les heartbeats doivent donc être plus fréquents que cela, et la documentation recommande au plus un tiers du délai de session. La limite entre deux appels à poll() est max.poll.interval.ms, et aucun de ces réglages ne dépend du mode de commit.',
  },
  {
    text: 'Les instances d’un consommateur sont redémarrées une à une lors des déploiements, et chaque redémarrage déclenche deux rééquilibrages qui mettent tout le groupe en pause. Comment éviter ces rééquilibrages si une instance revient en moins d’une minute environ ?',
    choices: [
      'Donner à toutes les instances le même group.instance.id.',
      'Donner à chaque instance un group.id unique.',
      'Régler enable.auto.commit=false sur toutes les instances.',
      'Donner à chaque instance son propre group.instance.id stable et régler session.timeout.ms au-delà du temps habituel de redémarrage.',
    ],
    explanation:
      'Avec l’appartenance statique (KIP-345), un membre identifié par group.instance.id ne quitte pas le groupe à son arrêt, et s’il revient avec le même identifiant avant l’expiration de session.timeout.ms, il récupère son attribution précédente sans rééquilibrage. Partager un même group.instance.id ferait s’exclure mutuellement les instances, et des group.id uniques créeraient des groupes distincts qui liraient chacun toutes les partitions.',
  },
  {
    text: 'Quelles affirmations sur le CooperativeStickyAssignor sont correctes ? (Choisissez deux réponses.)',
    choices: [
      'Il ne fonctionne qu’avec le nouveau protocole des groupes de consommateurs (group.protocol=consumer).',
      'Pendant un rééquilibrage, les consommateurs continuent de consommer les partitions qui ne changent pas de main.',
      'Déplacer une partition d’un consommateur à un autre peut demander un second rééquilibrage : elle est révoquée lors du premier et attribuée lors du second.',
      'Il révoque toutes les partitions de tous les consommateurs au début de chaque rééquilibrage.',
    ],
    explanation:
      'Le rééquilibrage coopératif incrémental ne révoque que les partitions qui doivent bouger : les autres continuent d’être consommées, et une partition révoquée est remise à son nouveau propriétaire lors d’un rééquilibrage suivant. Tout révoquer est le comportement « eager » de RangeAssignor, RoundRobinAssignor et StickyAssignor. L’assignor coopératif est un assignor côté client du protocole classique.',
  },
  {
    text: 'Deux consommateurs d’un même groupe sont abonnés aux topics A et B, de 3 partitions chacun, avec le RangeAssignor. Combien de partitions reçoit le premier consommateur (dans l’ordre trié des membres) ?',
    choices: ['3', '2', '4', '6'],
    explanation:
      'Le RangeAssignor travaille topic par topic : pour chaque topic, il découpe les partitions en plages contiguës et donne la partition en trop aux premiers consommateurs. Ici, le premier consommateur reçoit 2 partitions de A et 2 de B, soit 4 au total, tandis que le second en reçoit 1 de chaque. Un déséquilibre par topic se cumule d’un topic à l’autre, ce qui est une raison de choisir un assignor round-robin ou sticky.',
  },
  {
    text: 'Un consommateur d’un tout nouveau groupe s’abonne à un topic qui contient déjà une semaine de données. auto.offset.reset n’est pas défini. Où le consommateur commence-t-il à lire ?',
    choices: [
      'Au plus ancien offset disponible : il lit toute la semaine de données',
      'Il lève une NoOffsetForPartitionException',
      'À l’offset de l’enregistrement le plus proche de la création du groupe',
      'À la fin de chaque partition : il ne lit que les enregistrements produits après l’attribution',
    ],
    explanation:
      'auto.offset.reset s’applique quand le groupe n’a pas d’offset validé (ou qu’il est hors limites), et sa valeur par défaut est latest : un nouveau groupe démarre donc à la fin du log. Il faut définir earliest explicitement pour lire les données existantes, et l’exception n’est levée qu’avec auto.offset.reset=none.',
  },
  {
    text: 'Un consommateur avec enable.auto.commit=false appelle commitSync() juste après le retour de poll(), et seulement ensuite traite les enregistrements. S’il tombe en panne en plein traitement, quelle sémantique de livraison en résulte ?',
    choices: [
      'At-least-once (au moins une fois)',
      'Exactly-once (exactement une fois)',
      'At-most-once (au plus une fois)',
    ],
    explanation:
      'Comme les offsets sont validés avant le traitement, le consommateur qui prend le relais reprend après la position validée, et les enregistrements non traités du lot interrompu ne le seront jamais : c’est at-most-once. Valider après le traitement donne at-least-once, et exactly-once exige des transactions ou un sink idempotent.',
  },
  {
    text: 'Un consommateur vient de finir de traiter l’enregistrement à l’offset 41 de la partition 0 et valide manuellement avec commitSync(Map<TopicPartition, OffsetAndMetadata>). Quel offset doit-il valider pour cette partition ?',
    choices: ['40', '41', '42', '0'],
    explanation:
      'L’offset validé est la position du prochain enregistrement à lire : après avoir traité l’offset 41, le consommateur valide 42. Valider 41 ferait retraiter l’enregistrement de l’offset 41 après un redémarrage ou un rééquilibrage.',
  },
  {
    text: 'Un consommateur définit isolation.level=read_committed. Quelles affirmations sont correctes ? (Choisissez deux réponses.)',
    choices: [
      'Les enregistrements des transactions annulées ne sont pas renvoyés à l’application.',
      'Les enregistrements écrits par des producteurs non transactionnels ne sont pas renvoyés.',
      'read_committed est le niveau d’isolation par défaut.',
      'poll() ne renvoie les enregistrements que jusqu’au Last Stable Offset : une transaction ouverte depuis longtemps retarde les enregistrements suivants de cette partition.',
    ],
    explanation:
      'Un consommateur read_committed lit jusqu’au Last Stable Offset (le premier offset de la plus ancienne transaction ouverte) et écarte les enregistrements transactionnels annulés. Les enregistrements non transactionnels sont toujours renvoyés. La valeur par défaut d’isolation.level est read_uncommitted : il faut donc la définir explicitement.',
  },
  {
    text: 'Un consommateur doit retraiter ses partitions attribuées à partir d’hier à 09:00. Quelle est la bonne approche avec l’API cliente ?',
    choices: [
      'Régler auto.offset.reset=earliest et redémarrer le consommateur.',
      'Appeler seekToBeginning() sur les partitions attribuées.',
      'Appeler offsetsForTimes() avec l’horodatage pour chaque partition, puis seek() chaque partition à l’offset renvoyé.',
      'Changer de group.id pour que le consommateur reparte d’hier.',
    ],
    explanation:
      'offsetsForTimes() renvoie, pour chaque partition, le plus ancien offset dont l’horodatage est égal ou postérieur à l’instant donné, et seek() y place la position du consommateur. auto.offset.reset ne s’applique qu’en l’absence d’offset validé valide, et seekToBeginning() comme un nouveau group.id avec earliest rejoueraient tout le log, pas seulement à partir de 09:00.',
  },
  {
    text: 'Sur un topic à fort volume, les consommateurs envoient beaucoup de petites requêtes fetch et les brokers sont surchargés. Les consommateurs tolèrent quelques centaines de millisecondes de latence en plus. Quelles modifications réduisent le nombre de requêtes fetch ? (Choisissez deux réponses.)',
    choices: [
      'Diminuer max.partition.fetch.bytes',
      'Augmenter fetch.min.bytes',
      'Régler max.poll.records=1',
      'Augmenter fetch.max.wait.ms',
    ],
    explanation:
      'fetch.min.bytes (1 par défaut) est la quantité minimale de données que le broker doit renvoyer, et fetch.max.wait.ms le temps pendant lequel il peut attendre qu’elle s’accumule ; augmenter les deux fait renvoyer plus de données à chaque fetch, donc moins de requêtes. Diminuer max.partition.fetch.bytes réduit la taille des réponses, et max.poll.records ne limite que le nombre d’enregistrements en tampon renvoyés par un appel à poll().',
  },
  {
    text: 'Un consommateur utilise le KafkaAvroDeserializer de Confluent. Comment trouve-t-il le schéma qui a servi à écrire chaque enregistrement ?',
    choices: [
      'Il lit l’identifiant de schéma placé après le magic byte au début du message et récupère ce schéma dans Schema Registry, en le gardant en cache localement.',
      'Il lit le schéma d’écriture complet, stocké dans un en-tête de chaque enregistrement.',
      'Il utilise toujours le dernier schéma enregistré pour le sujet comme schéma d’écriture.',
      'Il déduit le schéma des données binaires Avro elles-mêmes.',
    ],
    explanation:
      'Le format de transmission de Confluent se compose d’un magic byte, d’un identifiant de schéma sur 4 octets puis des données encodées en Avro ; le désérialiseur recherche l’identifiant dans Schema Registry une seule fois et met le schéma en cache. Prendre le dernier schéma comme schéma d’écriture empêcherait de décoder les enregistrements plus anciens, et des données binaires Avro ne se décodent pas sans leur schéma d’écriture.',
  },
  {
    text: 'kafka-consumer-groups.sh --describe affiche CURRENT-OFFSET 1200 et LOG-END-OFFSET 1500 pour une partition. Qu’indique la colonne LAG ?',
    choices: [
      '1200 : le nombre d’enregistrements déjà consommés par le groupe',
      '2700 : le nombre total d’enregistrements de la partition',
      '300 : le nombre d’enregistrements entre l’offset validé du groupe et la fin de la partition',
      '0 : le retard n’est indiqué que pour les consommateurs actuellement hors ligne',
    ],
    explanation:
      'Le retard (lag) d’un consommateur est l’offset de fin du log moins l’offset validé du groupe, ici 1500 - 1200 = 300 enregistrements restant à consommer. Un retard qui ne cesse de croître signifie que les consommateurs ne suivent pas le rythme des producteurs, ce qui peut demander plus de partitions et de consommateurs ou un traitement plus rapide.',
  },
];
