import type { SeedTestFr } from '../../types';

export const fundamentalsFr: SeedTestFr = {
  title: 'Test d’entraînement : les fondamentaux de Kafka',
  description:
    'Un échauffement gratuit de 24 questions sur les producteurs, les consommateurs, les brokers, Kafka Streams, Kafka Connect et ksqlDB, de niveau débutant à intermédiaire. Servez-vous-en pour repérer les points à travailler avant les examens complets de type CCDAK.',
  questions: [
    // ---------------------------------------------------------------- Producer
    {
      text: 'Un topic a replication.factor=3 et min.insync.replicas=2. Deux followers sont sortis de l’ISR : seul le leader est encore synchronisé. Que se passe-t-il quand un producteur configuré avec acks=all envoie un enregistrement vers cette partition ?',
      choices: [
        'Le leader acquitte l’enregistrement dès qu’il l’a écrit dans son propre log.',
        'L’enregistrement est accepté et le leader attend que les followers réintègrent l’ISR pour l’acquitter, quel que soit le temps nécessaire.',
        'Le broker refuse l’écriture avec une erreur NOT_ENOUGH_REPLICAS, que le producteur considère comme réessayable jusqu’à l’expiration de delivery.timeout.ms.',
        'La partition devient indisponible pour les consommateurs comme pour les producteurs tant que l’ISR n’est pas revenu à 2 membres.',
      ],
      explanation:
        'Avec acks=all, le leader n’accepte une écriture que si l’ISR compte au moins min.insync.replicas membres ; avec un seul réplica synchronisé et min.insync.replicas=2, il rejette la requête avec NOT_ENOUGH_REPLICAS, une erreur réessayable que le producteur retente jusqu’à delivery.timeout.ms. Acquitter après la seule écriture sur le leader, c’est le comportement d’acks=1. Les consommateurs ne sont pas touchés : ils peuvent toujours lire les données validées avant le rétrécissement de l’ISR.',
      references: ['Documentation Kafka : la réplication', 'Configuration du producteur : acks'],
    },
    {
      text: 'Depuis Apache Kafka 3.0, quels sont les deux réglages du producteur actifs par défaut lorsque l’application ne les définit pas explicitement ? (Choisissez deux réponses.)',
      choices: [
        'acks=1',
        'acks=all',
        'enable.idempotence=true',
        'max.in.flight.requests.per.connection=1',
        'retries=0',
      ],
      explanation:
        'Le KIP-679 a changé les valeurs par défaut du producteur dans Kafka 3.0 : acks=all et enable.idempotence=true, soit la garantie de livraison la plus forte sans rien configurer. acks=1 était la valeur par défaut avant la 3.0, d’où le piège. Les valeurs par défaut de max.in.flight.requests.per.connection et de retries sont respectivement 5 et Integer.MAX_VALUE, et non 1 et 0.',
      references: ['KIP-679 : le producteur active par défaut la garantie de livraison la plus forte'],
    },
    {
      text: 'Un producteur a enable.idempotence=true et max.in.flight.requests.per.connection=5. Que garantit l’idempotence ?',
      choices: [
        'Les nouvelles tentatives internes ne peuvent pas écrire de doublons dans une partition, et les enregistrements gardent leur ordre d’envoi au sein de chaque partition.',
        'Les enregistrements écrits dans plusieurs partitions sont validés de façon atomique, tout ou rien.',
        'Chaque enregistrement est traité exactement une fois par chaque groupe de consommateurs qui lit le topic.',
        'Chaque enregistrement est écrit sur disque sur chaque réplica avant que le broker ne l’acquitte.',
      ],
      explanation:
        'Le broker suit un identifiant de producteur et des numéros de séquence par partition : un batch renvoyé alors qu’il avait déjà été écrit est reconnu et écarté, et l’ordre est préservé avec jusqu’à 5 requêtes en vol par connexion. Des écritures atomiques sur plusieurs partitions exigent des transactions (transactional.id), pas seulement l’idempotence. L’idempotence ne dit rien de la façon dont les consommateurs traitent les enregistrements, et Kafka compte sur la réplication plutôt que sur un fsync forcé pour la durabilité.',
      references: [
        'Configuration du producteur : enable.idempotence',
        'Documentation Kafka : les sémantiques de livraison',
      ],
    },
    {
      text: 'Un producteur envoie des enregistrements à clé non nulle et utilise la logique de partitionnement intégrée (pas de partitionneur personnalisé). Quelle affirmation est vraie ?',
      choices: [
        'Les enregistrements sont répartis entre les partitions à tour de rôle (round-robin), quelles que soient leurs clés.',
        'Le broker leader du topic choisit la partition de chaque enregistrement.',
        'La partition est choisie en hachant la clé (murmur2) modulo le nombre de partitions : les enregistrements de même clé vont dans la même partition tant que le nombre de partitions ne change pas.',
      ],
      explanation:
        'Pour les enregistrements à clé, le producteur hache la clé sérialisée avec murmur2 et prend le résultat modulo le nombre de partitions, ce qui garde tous les enregistrements d’une clé dans une seule partition, donc dans l’ordre. Ajouter des partitions change le modulo et peut envoyer une clé vers une autre partition. Le round-robin ou le partitionnement « sticky » ne concernent que les enregistrements à clé nulle, et le partitionnement est toujours décidé côté client, jamais par le broker.',
    },
    {
      text: 'Quelles sont les deux modifications de configuration du producteur qui améliorent le débit en lui faisant envoyer des batchs moins nombreux mais plus gros ? (Choisissez deux réponses.)',
      choices: [
        'Diminuer buffer.memory',
        'Augmenter linger.ms',
        'Régler max.in.flight.requests.per.connection=1',
        'Augmenter batch.size',
      ],
      explanation:
        'linger.ms fait patienter un peu le producteur pour que d’autres enregistrements rejoignent le batch, et batch.size relève le nombre maximal d’octets d’un batch par partition : ensemble, ils produisent des requêtes moins nombreuses et plus grosses. Limiter les requêtes en vol à 1 réduit le débit, car le producteur doit attendre chaque réponse avant d’envoyer la requête suivante. Réduire buffer.memory laisse moins de place pour accumuler des batchs et peut bloquer send().',
    },
    // ---------------------------------------------------------------- Consumer
    {
      text: 'Un consommateur d’un tout nouveau groupe de consommateurs s’abonne à un topic qui contient déjà des données. Le groupe n’a aucun offset validé et auto.offset.reset=latest. Où le consommateur commence-t-il à lire ?',
      choices: [
        'À la fin de chaque partition : il ne reçoit que les enregistrements produits après l’attribution de la partition',
        'Au plus ancien offset encore disponible dans chaque partition',
        'Nulle part : poll() lève une exception faute d’offset validé',
        'À l’offset 0 de chaque partition, même si ces données ont été supprimées',
      ],
      explanation:
        'auto.offset.reset s’applique quand le groupe n’a pas d’offset validé valide ; latest (la valeur par défaut) place le consommateur à l’offset de fin du log, si bien que les données existantes sont ignorées. earliest démarrerait au plus ancien enregistrement conservé, et none est le réglage qui fait lever une exception au consommateur. L’offset 0 n’a rien de particulier : une fois les anciens segments supprimés, le plus ancien offset est supérieur à 0.',
      references: ['Configuration du consommateur : auto.offset.reset'],
    },
    {
      text: 'Un topic a 6 partitions. Le groupe de consommateurs qui le lit compte 8 consommateurs actifs. Que se passe-t-il ?',
      choices: [
        'Deux partitions sont chacune partagées par deux consommateurs, pour que les 8 consommateurs travaillent.',
        'Le coordinateur de groupe refuse les deux derniers consommateurs quand ils tentent de rejoindre le groupe.',
        'Le topic passe automatiquement à 8 partitions.',
        'Six consommateurs reçoivent chacun une partition et deux consommateurs restent inactifs.',
      ],
      explanation:
        'Dans un groupe de consommateurs, chaque partition est attribuée à au plus un consommateur : le parallélisme est plafonné par le nombre de partitions et les consommateurs en trop ne reçoivent aucune partition. Ils rejoignent tout de même le groupe et servent de remplaçants qui reprennent des partitions si un autre membre s’en va. Kafka n’ajoute jamais de partitions automatiquement, et le coordinateur ne refuse pas les membres supplémentaires.',
    },
    {
      text: 'Quels sont les trois événements qui déclenchent un rééquilibrage (rebalance) d’un groupe de consommateurs ? (Choisissez trois réponses.)',
      choices: [
        'Un nouveau consommateur avec le même group.id rejoint le groupe',
        'Un consommateur du groupe valide ses offsets',
        'Un consommateur cesse d’envoyer des heartbeats pendant plus de session.timeout.ms',
        'Un producteur commence à écrire dans l’un des topics souscrits',
        'Un consommateur met plus de max.poll.interval.ms entre deux appels à poll()',
      ],
      explanation:
        'Les attributions de partitions sont recalculées à chaque changement de composition du groupe : un membre qui arrive, un membre déclaré mort après avoir manqué ses heartbeats pendant session.timeout.ms, ou un membre qui quitte le groupe pour avoir dépassé max.poll.interval.ms entre deux poll(). Valider des offsets est une opération normale qui ne change pas la composition du groupe. Les producteurs ne sont pas membres du groupe : leur activité ne provoque jamais de rééquilibrage des consommateurs.',
    },
    {
      text: 'Quel est l’effet du réglage isolation.level=read_committed sur un consommateur ?',
      choices: [
        'poll() ne renvoie que les enregistrements dont les offsets ont déjà été validés par le groupe de consommateurs.',
        'poll() renvoie les enregistrements non transactionnels et ceux des transactions validées, mais jamais ceux des transactions annulées.',
        'poll() ne renvoie que les enregistrements parvenus à tous les réplicas synchronisés, alors que les consommateurs read_uncommitted peuvent voir des enregistrements présents uniquement sur le leader.',
        'Aucun : read_committed est déjà le niveau d’isolation par défaut.',
      ],
      explanation:
        'Un consommateur read_committed ne lit que jusqu’au dernier offset stable (LSO) et écarte les enregistrements des transactions annulées, ce qu’exigent les pipelines exactly-once de bout en bout. Le leurre sur l’ISR est faux : tout consommateur, quel que soit son niveau d’isolation, ne voit que les enregistrements sous le high watermark, c’est-à-dire déjà répliqués sur l’ISR. La valeur par défaut d’isolation.level est read_uncommitted.',
      references: [
        'Configuration du consommateur : isolation.level',
        'KIP-98 : livraison exactly-once et messages transactionnels',
      ],
    },
    {
      text: 'Quels sont les deux avantages du CooperativeStickyAssignor sur le RangeAssignor « eager » ? (Choisissez deux réponses.)',
      choices: [
        'Pendant un rééquilibrage, les consommateurs continuent de traiter les partitions qui ne changent pas de main, au lieu de tout révoquer d’abord.',
        'Il n’y a plus de rééquilibrage quand un consommateur rejoint le groupe.',
        'Deux consommateurs du même groupe peuvent lire la même partition pour se répartir sa charge.',
        'Il cherche à laisser chaque partition au consommateur qui la détient déjà, ce qui limite les déplacements de partitions.',
      ],
      explanation:
        'Le protocole coopératif fait un rééquilibrage incrémental : seules les partitions qui doivent bouger sont révoquées, le reste du groupe continue de consommer, et la logique « sticky » conserve autant que possible les attributions existantes. Les rééquilibrages ont toujours lieu quand la composition du groupe change ; ils sont simplement moins perturbants. Aucun assignor ne permet à deux membres d’un même groupe de consommer la même partition.',
      references: ['KIP-429 : protocole de rééquilibrage incrémental du consommateur'],
    },
    // ------------------------------------------------------------------ Broker
    {
      text: 'Un topic utilise cleanup.policy=compact. Comment faire supprimer par Kafka toutes les données de la clé user-42 ?',
      choices: [
        'Produire un enregistrement de clé user-42 avec une chaîne vide comme valeur',
        'Régler retention.ms=0 pour la clé user-42 avec kafka-configs.sh',
        'Produire un enregistrement de clé user-42 avec une valeur null (un tombstone)',
        'Supprimer le fichier de segment qui contient la clé user-42',
      ],
      explanation:
        'Dans un topic compacté, une valeur null est un tombstone : la compaction supprime les valeurs précédentes de cette clé, et le tombstone lui-même disparaît après delete.retention.ms. Une chaîne vide est une vraie valeur : elle devient la dernière valeur de la clé au lieu de la supprimer. Les réglages de rétention s’appliquent à des topics entiers, pas à des clés, et supprimer des fichiers de segment à la main corrompt le log.',
    },
    {
      text: 'Quel compromis implique le réglage unclean.leader.election.enable=true ?',
      choices: [
        'Les élections de leader sont plus lentes, mais aucune donnée validée ne peut être perdue.',
        'Une partition peut rester disponible quand aucun réplica synchronisé n’est en vie, mais des enregistrements validés sur l’ancien leader peuvent être perdus.',
        'Les producteurs doivent utiliser acks=0, mais le débit augmente.',
        'Seuls les réplicas de l’ISR peuvent devenir leader, ce qui réduit la disponibilité.',
      ],
      explanation:
        'L’élection « unclean » permet à un réplica désynchronisé de devenir leader quand tous les membres de l’ISR sont tombés : la partition revient en ligne plus vite, mais tous les enregistrements que ce réplica n’avait pas reçus sont perdus. La valeur par défaut est false, qui privilégie la cohérence : seuls les membres de l’ISR peuvent être élus et la partition reste hors ligne jusqu’au retour de l’un d’eux. Ce réglage n’a aucun effet sur les valeurs d’acks permises aux producteurs.',
    },
    {
      text: 'Un topic en cleanup.policy=delete a retention.ms=604800000 (7 jours) et retention.bytes=1073741824 (1 Gio). Quelles sont les deux affirmations vraies ? (Choisissez deux réponses.)',
      choices: [
        'Les anciens segments deviennent supprimables dès que la limite de temps ou la limite de taille est dépassée.',
        'Chaque enregistrement est supprimé individuellement à l’instant où il dépasse 7 jours.',
        'La limite retention.bytes s’applique à chaque partition, et non au topic entier.',
        'Les données ne sont supprimées que lorsque les deux limites sont dépassées en même temps.',
      ],
      explanation:
        'La rétention par durée et la rétention par taille sont indépendantes : la première limite atteinte rend les plus anciens segments supprimables, et retention.bytes s’applique au log de chaque partition. La suppression porte sur des segments entiers, jamais sur des enregistrements isolés : un enregistrement peut donc survivre au-delà de retention.ms jusqu’à la suppression de son segment. Exiger les deux limites à la fois n’est pas la façon dont Kafka les combine.',
    },
    {
      text: 'Quelles sont les deux affirmations vraies sur un cluster Kafka en mode KRaft ? (Choisissez deux réponses.)',
      choices: [
        'ZooKeeper reste nécessaire pour élire le contrôleur actif.',
        'Les métadonnées du cluster sont stockées dans le topic interne __cluster_metadata, répliqué entre les contrôleurs avec le protocole Raft.',
        'Chaque broker du cluster doit être un membre votant du quorum de contrôleurs.',
        'Le réglage process.roles décide si un nœud joue le rôle de broker, de contrôleur ou les deux.',
      ],
      explanation:
        'KRaft remplace ZooKeeper par un quorum de contrôleurs qui répliquent le log de métadonnées (__cluster_metadata) avec Raft, et chaque nœud déclare process.roles : broker, controller ou broker,controller. ZooKeeper n’est pas du tout utilisé en mode KRaft et a été entièrement retiré dans Kafka 4.0. Seuls les nœuds déclarés comme votants contrôleurs forment le quorum : les brokers ordinaires ne votent pas.',
    },
    {
      text: 'Quelle affirmation sur les réplicas synchronisés (ISR) est correcte ?',
      choices: [
        'Le leader n’est jamais compté comme membre de l’ISR.',
        'Un enregistrement est considéré comme validé dès que le leader l’a écrit dans son propre log.',
        'Par défaut, les consommateurs lisent depuis le membre de l’ISR le plus proche d’eux.',
        'Un follower est retiré de l’ISR lorsqu’il n’a pas rattrapé le leader depuis plus de replica.lag.time.max.ms.',
      ],
      explanation:
        'Le leader retire un follower de l’ISR quand celui-ci n’a pas entièrement rattrapé son retard dans le délai replica.lag.time.max.ms, et le réintègre dès qu’il l’a rattrapé. Le leader fait toujours partie de l’ISR, et un enregistrement n’est validé que lorsque tous les membres actuels de l’ISR l’ont reçu, ce qui fait avancer le high watermark. Par défaut, les consommateurs lisent depuis le leader ; lire depuis les followers exige client.rack côté client et un replica.selector.class sur les brokers.',
    },
    // ----------------------------------------------------------- Kafka Streams
    {
      text: 'Dans Kafka Streams, comment une KTable construite à partir d’un topic interprète-t-elle chaque enregistrement entrant ?',
      choices: [
        'Comme un upsert : l’enregistrement remplace la valeur courante de sa clé, et une valeur null supprime la clé.',
        'Comme un événement indépendant : tous les enregistrements de même clé sont conservés côte à côte.',
        'Seul le premier enregistrement de chaque clé est conservé ; les suivants sont ignorés.',
        'Comme un ajout à une liste en mémoire, perdue au redémarrage de l’application.',
      ],
      explanation:
        'Une KTable est une vue de changelog : chaque enregistrement met à jour la dernière valeur de sa clé et un tombstone (valeur null) supprime la clé. Traiter chaque enregistrement comme un fait indépendant, c’est le modèle du KStream. L’état d’une KTable vit dans un state store adossé à un topic de changelog : il survit donc aux redémarrages.',
    },
    {
      text: 'Quelle affirmation sur une GlobalKTable est vraie ?',
      choices: [
        'Ses partitions sont réparties entre les instances de l’application, exactement comme pour une KTable.',
        'Elle ne peut servir que d’entrée à des agrégations fenêtrées.',
        'Chaque instance de l’application détient une copie complète de toutes les partitions du topic : une jointure KStream-GlobalKTable n’exige donc pas de co-partitionnement.',
      ],
      explanation:
        'Une GlobalKTable est entièrement répliquée sur chaque instance : tout enregistrement du flux peut être joint localement à n’importe quelle clé de la table, et les topics d’entrée n’ont besoin ni du même nombre de partitions ni du même partitionnement par clé. En contrepartie, chaque instance doit stocker et lire le topic entier, ce qui convient à de petites données de référence. C’est la KTable ordinaire dont les partitions sont réparties entre les instances.',
    },
    {
      text: 'Une instance Kafka Streams qui héberge un state store persistant tombe en panne, et sa tâche passe sur une autre instance. Comment la nouvelle instance reconstruit-elle le store ?',
      choices: [
        'Elle copie directement les fichiers RocksDB de l’instance défaillante par le réseau.',
        'Elle rejoue le topic de changelog du store dans Kafka (nommé <application.id>-<nom du store>-changelog).',
        'Elle lit le contenu du store dans le topic __consumer_offsets.',
        'Elle ne le peut pas : après une bascule, les state stores repartent vides et doivent être reconstruits en retraitant l’entrée depuis l’offset 0.',
      ],
      explanation:
        'Par défaut, chaque state store est journalisé dans un topic de changelog interne, et une tâche déplacée sur une nouvelle instance restaure son store en rejouant ce topic avant de reprendre le traitement. Des réplicas de secours (num.standby.replicas) peuvent tenir une copie à chaud pour raccourcir cette restauration. Les instances ne se copient jamais leurs fichiers RocksDB locaux, et __consumer_offsets ne contient que des offsets validés, pas les données des stores.',
    },
    // ----------------------------------------------------------- Kafka Connect
    {
      text: 'Vous devez capturer les nouvelles lignes d’une table de base de données relationnelle et les écrire dans un topic Kafka sans écrire de code. Quel type de composant déployez-vous ?',
      choices: [
        'Un connecteur sink',
        'Un connecteur source',
        'Une application Kafka Streams',
        'Une Single Message Transform',
      ],
      explanation:
        'Les connecteurs source importent des données d’un système externe vers des topics Kafka, tandis que les connecteurs sink exportent des données de topics Kafka vers un système externe. Une application Kafka Streams traite des données déjà présentes dans Kafka et ne lit pas d’elle-même dans une base de données. Une SMT ne fait que modifier des enregistrements qu’un connecteur transporte déjà.',
    },
    {
      text: 'Quelles sont les deux affirmations vraies sur Kafka Connect en mode distribué ? (Choisissez deux réponses.)',
      choices: [
        'Chaque worker doit être démarré avec les fichiers de propriétés des connecteurs sur sa ligne de commande.',
        'Les workers démarrés avec le même group.id forment un seul cluster Connect et se répartissent les connecteurs et les tâches.',
        'Si un worker tombe, ses tâches restent arrêtées jusqu’à ce qu’un administrateur le redémarre.',
        'Les configurations des connecteurs, les offsets des sources et l’état des connecteurs et des tâches sont stockés dans des topics Kafka.',
      ],
      explanation:
        'Les workers distribués qui partagent un group.id se coordonnent via Kafka, conservent configurations, offsets et états dans les topics de stockage config, offset et status, et redistribuent connecteurs et tâches sur les workers survivants quand l’un d’eux tombe. Passer des fichiers de propriétés de connecteurs en ligne de commande, c’est le fonctionnement du mode standalone ; en mode distribué, les connecteurs se créent via l’API REST.',
    },
    {
      text: 'Quels réglages déterminent le format de données (par exemple Avro, JSON ou chaînes simples) dans lequel Kafka Connect écrit les clés et les valeurs des enregistrements dans Kafka ?',
      choices: ['tasks.max', 'transforms', 'key.converter et value.converter'],
      explanation:
        'Les converters traduisent entre la représentation interne des données de Connect et les octets stockés dans Kafka ; on les choisit avec key.converter et value.converter sur le worker, ou on les surcharge par connecteur. transforms configure les Single Message Transforms, qui changent le contenu des enregistrements mais pas leur format de sérialisation. tasks.max ne règle que le parallélisme maximal d’un connecteur.',
    },
    // -------------------------------------------------------------------- KSQL
    {
      text: 'Quelles sont les deux affirmations qui décrivent correctement les streams et les tables de ksqlDB ? (Choisissez deux réponses.)',
      choices: [
        'Un STREAM doit déclarer une colonne PRIMARY KEY.',
        'Une TABLE conserve la dernière valeur de chaque clé primaire, et un enregistrement de valeur null supprime la ligne.',
        'Une TABLE ne peut être créée qu’avec CREATE TABLE AS SELECT, jamais directement sur un topic existant.',
        'Un STREAM est une suite d’événements immuables en ajout seul : une nouvelle ligne avec une clé existante ne remplace pas les lignes précédentes.',
      ],
      explanation:
        'Un STREAM modélise des faits immuables et conserve chaque événement, tandis qu’une TABLE modélise un état modifiable indexé par sa PRIMARY KEY, avec des upserts et des suppressions par tombstone. Un stream peut déclarer une colonne KEY, mais PRIMARY KEY est réservé aux tables. Une TABLE peut être déclarée directement sur un topic existant avec CREATE TABLE et une clause WITH (KAFKA_TOPIC=...).',
    },
    {
      text: 'Qu’est-ce qui distingue une push query d’une pull query dans ksqlDB ?',
      choices: [
        'Une push query (avec EMIT CHANGES) continue de tourner et envoie au client les nouveaux résultats au fil de l’eau, tandis qu’une pull query renvoie le résultat courant puis se termine.',
        'Une pull query continue de tourner et diffuse les changements, tandis qu’une push query renvoie un seul résultat puis se termine.',
        'Les push queries ne peuvent être lancées que depuis du code Java, et les pull queries que depuis la CLI ksqlDB.',
      ],
      explanation:
        'Une push query s’abonne aux changements : la terminer par EMIT CHANGES fait du résultat un flux ouvert qui continue de livrer des lignes jusqu’à ce que le client l’arrête. Une pull query fonctionne comme une recherche classique en base de données : elle renvoie l’état courant puis se termine. Les deux types de requêtes peuvent être lancés depuis la CLI, l’API REST ou les bibliothèques clientes.',
    },
    {
      text: 'Que fait cette instruction ? CREATE STREAM high_value_orders AS SELECT * FROM orders WHERE amount > 1000 EMIT CHANGES;',
      choices: [
        'Elle s’exécute une fois sur le contenu actuel d’orders, écrit les lignes correspondantes puis s’arrête.',
        'Elle supprime du topic orders les lignes dont amount <= 1000.',
        'Elle définit une vue qui ne stocke aucune donnée et qui est évaluée à chaque interrogation.',
        'Elle crée un nouveau stream adossé à un nouveau topic Kafka et lance une requête persistante qui y écrit en continu chaque commande correspondante.',
      ],
      explanation:
        'CREATE STREAM ... AS SELECT enregistre un nouveau stream, crée son topic sous-jacent (HIGH_VALUE_ORDERS par défaut) et lance une requête persistante qui tourne en continu sur les serveurs ksqlDB et écrit chaque nouvel événement correspondant. ksqlDB ne modifie ni ne supprime jamais les données de son topic source. Le résultat est matérialisé dans Kafka au lieu d’être recalculé à la demande, et la requête ne s’arrête pas une fois les données existantes traitées.',
    },
  ],
};
