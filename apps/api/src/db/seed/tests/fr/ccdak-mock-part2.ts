import type { SeedQuestionFr } from '../../types';

/** The French of ccdak-mock-part2.ts, question by question. */
export const ccdakMockPart2Fr: SeedQuestionFr[] = [
  // ------------------------------------------------------------------ Broker
  {
    text: 'Un topic a un facteur de réplication de 3 et min.insync.replicas=2. Deux des trois réplicas d’une partition tombent ; le réplica restant est le leader et le seul membre de l’ISR. Quelles affirmations sont correctes ? (Choisissez trois réponses.)',
    choices: [
      'La partition passe hors ligne et personne ne peut plus la lire.',
      'Les producteurs en acks=all reçoivent des erreurs NotEnoughReplicas et réessaient jusqu’à l’expiration de delivery.timeout.ms.',
      'Les producteurs en acks=1 peuvent toujours écrire dans la partition.',
      'Le leader abaisse min.insync.replicas à 1 jusqu’au retour des réplicas.',
      'Les consommateurs peuvent toujours lire la partition.',
    ],
    explanation:
      'min.insync.replicas n’est appliqué qu’aux écritures en acks=all, qui sont rejetées avec la NotEnoughReplicasException, réessayable, tant que l’ISR compte moins de 2 membres. La partition a toujours un leader : les écritures en acks=1 (et acks=0) et les lectures des consommateurs continuent de fonctionner. Le broker ne modifie jamais min.insync.replicas de lui-même.',
  },
  {
    text: 'Tous les réplicas synchronisés d’une partition sont tombés et seul un follower désynchronisé tourne encore. unclean.leader.election.enable a sa valeur par défaut. Que se passe-t-il ?',
    choices: [
      'La partition reste indisponible jusqu’au retour d’un réplica qui faisait partie de l’ISR.',
      'Le follower désynchronisé devient immédiatement leader et les enregistrements qui lui manquent sont perdus.',
      'Le contrôleur copie les enregistrements manquants vers le follower depuis le topic des offsets de consommateurs.',
      'Les producteurs écrivent automatiquement dans une autre partition du topic.',
    ],
    explanation:
      'unclean.leader.election.enable vaut false par défaut, ce qui privilégie la cohérence : seul un membre de l’ISR peut devenir leader, et la partition reste hors ligne jusqu’au retour de l’un d’eux. Le passer à true rétablit plus vite la disponibilité en élisant le réplica désynchronisé, au prix de la perte des enregistrements qu’il n’a jamais répliqués.',
  },
  {
    text: 'Quand le leader d’une partition retire-t-il un follower de l’ensemble des réplicas synchronisés (ISR) ?',
    choices: [
      'Quand le follower a plus de replica.lag.max.messages messages de retard sur le leader',
      'Quand le follower n’a pas rattrapé l’offset de fin du log du leader depuis plus de replica.lag.time.max.ms',
      'Quand un consommateur lit depuis le follower plutôt que depuis le leader',
      'Quand le follower utilise une autre valeur de log.segment.bytes que le leader',
    ],
    explanation:
      'L’appartenance à l’ISR se juge dans le temps : un follower qui n’a pas lu jusqu’à l’offset de fin du log du leader dans le délai replica.lag.time.max.ms (30 secondes par défaut) est retiré, puis réintégré dès qu’il a rattrapé son retard. Le réglage en nombre de messages, replica.lag.max.messages, a été supprimé dans Kafka 0.9 car il faisait osciller l’ISR lors des pics de trafic.',
  },
  {
    text: 'Quelles affirmations sur le mode KRaft sont correctes ? (Choisissez deux réponses.)',
    choices: [
      'Chaque broker du cluster est votant dans le quorum de contrôleurs.',
      'Depuis Apache Kafka 4.0, KRaft est le seul mode pris en charge, car la prise en charge de ZooKeeper a été retirée.',
      'Le quorum de contrôleurs doit avoir un nombre pair de votants pour éviter les égalités lors des élections.',
      'Les métadonnées du cluster sont stockées dans le topic interne __cluster_metadata, répliqué entre les contrôleurs avec le protocole Raft.',
    ],
    explanation:
      'En KRaft, le quorum de contrôleurs tient le log de métadonnées (__cluster_metadata) et élit un contrôleur actif via Raft ; les brokers répliquent ce log pour rester à jour. Seuls les nœuds dont process.roles inclut controller et qui sont configurés comme votants participent au quorum. Un quorum à majorité compte normalement 3 ou 5 votants, car un nombre pair n’apporte aucune tolérance aux pannes supplémentaire.',
  },
  {
    text: 'Le broker leader d’une partition tombe en panne. Quel composant choisit le nouveau leader, et parmi quels réplicas ?',
    choices: [
      'Le contrôleur actif, parmi les réplicas de l’ISR',
      'Les producteurs, en votant pour le réplica à la plus faible latence',
      'Le coordinateur de groupe, parmi tous les réplicas qui hébergent la partition',
      'Les followers eux-mêmes, en choisissant celui qui a le plus d’espace disque',
    ],
    explanation:
      'Le contrôleur actif détecte la panne et élit un nouveau leader parmi les membres restants de l’ISR (sauf si l’élection « unclean » est activée), puis diffuse les métadonnées à jour aux brokers. Le coordinateur de groupe gère les groupes de consommateurs, pas la direction des partitions.',
  },
  {
    text: 'Un topic peu actif a reçu retention.ms=3600000 (1 heure), mais des enregistrements de plus d’une heure sont encore consommables un jour plus tard. Quelle est la raison la plus probable ?',
    choices: [
      'retention.ms ne s’applique qu’aux topics compactés.',
      'La rétention se mesure depuis la dernière lecture de la partition par chaque groupe de consommateurs.',
      'Les enregistrements sont encore dans le segment actif, qui n’est jamais supprimé ; il n’a pas encore été clos faute d’avoir atteint segment.bytes ou segment.ms.',
      'Les surcharges de rétention au niveau du topic sont ignorées jusqu’au redémarrage du broker.',
    ],
    explanation:
      'La rétention supprime des segments clos entiers, et le segment actif n’est clos que lorsqu’il atteint segment.bytes (1 Go par défaut) ou segment.ms (7 jours par défaut). Sur un topic calme, d’anciens enregistrements peuvent donc rester bien au-delà de retention.ms ; abaisser segment.ms rend la rétention plus précise. Les surcharges de topic prennent effet dynamiquement, et la rétention ne dépend pas des consommateurs.',
  },
  {
    text: 'Quelles affirmations sur un topic en cleanup.policy=compact sont correctes ? (Choisissez deux réponses.)',
    choices: [
      'Un enregistrement avec une clé et une valeur null (tombstone) marque la clé pour suppression ; le tombstone est conservé au moins delete.retention.ms, puis supprimé.',
      'La compaction garantit que le log ne contient jamais plus d’un enregistrement par clé, à tout instant.',
      'La compaction conserve au moins le dernier enregistrement de chaque clé, et les enregistrements conservés gardent leurs offsets d’origine.',
      'Les enregistrements à clé null sont acceptés et compactés ensemble sous une même clé.',
    ],
    explanation:
      'La compaction supprime les anciens enregistrements d’une clé, garde le plus récent avec son offset d’origine et utilise des tombstones pour supprimer des clés ; les tombstones restent pendant delete.retention.ms pour que les consommateurs voient la suppression. Le segment actif et la partie du log pas encore nettoyée contiennent toujours plusieurs enregistrements par clé, et un topic compacté refuse les enregistrements à clé null.',
  },
  {
    text: 'Un administrateur doit conserver les données du topic clicks pendant 2 jours, tandis que tous les autres topics gardent la valeur par défaut du cluster. Quelle est la bonne approche ?',
    choices: [
      'Définir log.retention.hours=48 dans server.properties sur chaque broker.',
      'Définir retention.ms=172800000 sur le topic, par exemple avec kafka-configs.sh --alter --entity-type topics --entity-name clicks --add-config retention.ms=172800000.',
      'Définir retention.ms=172800000 dans la configuration du producteur.',
      'Supprimer le topic et le recréer avec un nouveau facteur de réplication.',
    ],
    explanation:
      'Les configurations au niveau du topic, comme retention.ms, remplacent les valeurs par défaut du broker (log.retention.*) pour ce seul topic, et se modifient à chaud avec kafka-configs.sh ou l’Admin API. Modifier server.properties changerait la valeur par défaut de tous les topics sans surcharge, et la rétention n’est pas un réglage du producteur.',
  },
  {
    text: 'Une équipe envisage d’augmenter le nombre de partitions d’un topic existant. Quelles affirmations sont correctes ? (Choisissez deux réponses.)',
    choices: [
      'Cela permet à davantage de consommateurs d’un même groupe de consommer le topic en parallèle.',
      'Cela augmente aussi le facteur de réplication du topic.',
      'Le nombre de partitions ne pourra plus être réduit ensuite, et les enregistrements à clé pourront aller vers d’autres partitions.',
      'Cela garantit l’ordre sur l’ensemble du topic.',
    ],
    explanation:
      'Les partitions sont l’unité de parallélisme : plus de partitions permettent plus de consommateurs actifs dans un groupe. Kafka peut ajouter des partitions mais jamais en retirer, et comme le partitionneur par défaut hache les clés modulo le nombre de partitions, le placement des clés change. Le facteur de réplication est indépendant du nombre de partitions, et l’ordre n’est garanti qu’au sein d’une partition.',
  },
  {
    text: 'Jusqu’à quel offset un consommateur ordinaire peut-il lire depuis le leader d’une partition ?',
    choices: [
      'L’offset de fin du log du leader, y compris les enregistrements pas encore répliqués',
      'Le high watermark : l’offset jusqu’auquel les enregistrements ont été répliqués sur tous les réplicas synchronisés',
      'Le dernier offset validé par le groupe de consommateurs',
      'La fin du dernier segment de log clos',
    ],
    explanation:
      'Les consommateurs ne voient que les enregistrements sous le high watermark, qui avance quand tous les membres de l’ISR les ont reçus. Cela évite de lire des données qui pourraient disparaître si le leader tombait avant la réplication. L’offset validé est le point de reprise d’un groupe, pas une limite de lecture.',
  },
  {
    text: 'Un cluster compte 3 brokers. Que se passe-t-il quand un développeur tente de créer un topic avec un facteur de réplication de 4 ?',
    choices: [
      'Le topic est créé avec un facteur de réplication de 3 et un avertissement est journalisé.',
      'Deux réplicas de certaines partitions sont placés sur le même broker.',
      'Le topic est créé et le quatrième réplica est ajouté automatiquement quand un nouveau broker rejoint le cluster.',
      'La création échoue avec une InvalidReplicationFactorException, car le facteur de réplication dépasse le nombre de brokers disponibles.',
    ],
    explanation:
      'Chaque réplica d’une partition doit se trouver sur un broker différent : le facteur de réplication ne peut donc pas dépasser le nombre de brokers disponibles, et la requête est rejetée. Kafka ne réduit jamais le facteur de réplication en silence et n’empile pas de réplicas sur un même broker.',
  },
  {
    text: 'Un broker redémarre après une panne et réintègre l’ISR des partitions dont il est le réplica préféré (le premier de la liste). Avec les réglages par défaut, qu’advient-il de la direction de ces partitions ?',
    choices: [
      'La direction reste pour toujours aux leaders actuels, sauf si le topic est recréé.',
      'Les producteurs rendent la direction en envoyant vers le broker redémarré.',
      'Avec auto.leader.rebalance.enable=true, le contrôleur rend périodiquement la direction au réplica préféré dès que le déséquilibre des leaders dépasse le seuil configuré.',
      'Le broker redémarré devient immédiatement leader de toutes les partitions qu’il héberge.',
    ],
    explanation:
      'auto.leader.rebalance.enable vaut true par défaut : le contrôleur vérifie toutes les leader.imbalance.check.interval.seconds et déclenche une élection du leader préféré quand le déséquilibre d’un broker dépasse leader.imbalance.per.broker.percentage. Une élection du leader préféré peut aussi se lancer à la main avec kafka-leader-election.sh. La direction ne revient au réplica préféré que pour les partitions où il est préféré et synchronisé.',
  },
  // ----------------------------------------------------------- Kafka Streams
  {
    text: 'Quelles affirmations sur KStream, KTable et GlobalKTable sont correctes ? (Choisissez deux réponses.)',
    choices: [
      'Un KStream ne conserve que la dernière valeur de chaque clé.',
      'Une KTable traite chaque enregistrement comme un upsert de sa clé, et un enregistrement de valeur null supprime la clé.',
      'Chaque instance de l’application ne détient que les partitions de la GlobalKTable qui correspondent à ses partitions d’entrée attribuées.',
      'Une GlobalKTable est entièrement répliquée sur chaque instance de l’application : une jointure KStream-GlobalKTable n’exige donc pas de co-partitionnement.',
    ],
    explanation:
      'Une KTable est une vue de changelog avec une sémantique d’upsert et des tombstones pour la suppression, tandis qu’un KStream est une suite d’événements indépendants en ajout seul. Une GlobalKTable charge toutes les partitions de son topic dans chaque instance, ce qui permet de la joindre sur n’importe quelle clé sans co-partitionnement ; une KTable ordinaire ne détient que les partitions attribuées à l’instance.',
  },
  {
    text: 'Une application Kafka Streams joint un KStream lu depuis le topic orders à une KTable lue depuis le topic customers. Quelle exigence les deux topics d’entrée doivent-ils respecter ?',
    choices: [
      'Ils doivent avoir le même facteur de réplication.',
      'Ils doivent avoir le même retention.ms.',
      'Ils doivent être co-partitionnés : même nombre de partitions et enregistrements ayant la clé de jointure pour clé, avec la même stratégie de partitionnement.',
      'Ils doivent être lus par le même nombre de stream threads.',
    ],
    explanation:
      'Les jointures KStream-KTable se font localement dans chaque tâche : les enregistrements de même clé doivent se trouver dans le même numéro de partition des deux côtés. Kafka Streams vérifie le nombre de partitions au démarrage et échoue avec une TopologyException s’ils diffèrent. Le facteur de réplication, la rétention et le nombre de threads n’ont aucun effet sur le co-partitionnement.',
  },
  {
    text: 'Quelles opérations de Kafka Streams sont avec état et utilisent un state store ? (Choisissez deux réponses.)',
    choices: [
      'filter()',
      'groupByKey().count()',
      'mapValues()',
      'Une jointure KStream-KStream fenêtrée',
      'selectKey()',
    ],
    explanation:
      'Les agrégations comme count() et les jointures KStream-KStream doivent se souvenir des enregistrements précédents : elles s’appuient sur des state stores (et des topics de changelog). filter(), mapValues() et selectKey() examinent un enregistrement à la fois et sont sans état ; selectKey() peut entraîner un repartitionnement avant une opération avec état ultérieure, mais ne conserve lui-même aucun état.',
  },
  {
    text: 'Une agrégation utilise des fenêtres tumbling de 5 minutes avec une période de grâce d’une minute. Le stream time a atteint 10:06:30 quand arrive un enregistrement d’horodatage d’événement 10:03:00. Qu’advient-il de cet enregistrement ?',
    choices: [
      'Il est écarté comme retardataire, car la fenêtre [10:00, 10:05) s’est fermée à 10:06.',
      'Il est ajouté à la fenêtre [10:00, 10:05) et le résultat est mis à jour.',
      'Il est affecté à la fenêtre [10:05, 10:10) d’après son heure d’arrivée.',
      'Le stream thread échoue avec une exception.',
    ],
    explanation:
      'Une fenêtre accepte des enregistrements jusqu’à ce que le stream time dépasse la fin de fenêtre plus la période de grâce, ici 10:05 + 1 minute = 10:06. À 10:06:30, cette fenêtre est fermée : l’enregistrement est ignoré et compté dans la métrique des enregistrements écartés. Les fenêtres sont attribuées selon l’horodatage de l’enregistrement, pas selon son heure d’arrivée : il ne peut donc pas aller dans [10:05, 10:10).',
  },
  {
    text: 'Comment Kafka Streams rend-il les state stores locaux tolérants aux pannes tout en limitant le temps de reprise ? (Choisissez deux réponses.)',
    choices: [
      'Les brokers répliquent le répertoire RocksDB de chaque instance sur les autres instances.',
      'Chaque mise à jour d’un store est aussi écrite dans un topic de changelog compacté, à partir duquel le store peut être reconstruit sur une autre instance.',
      'Régler num.standby.replicas au-dessus de 0 entretient des copies à chaud des stores sur d’autres instances, ce qui raccourcit la bascule.',
      'Les state stores sont conservés dans le log de métadonnées du contrôleur.',
    ],
    explanation:
      'Les mises à jour des stores sont envoyées dans un topic de changelog nommé <application.id>-<nom du store>-changelog, et une tâche qui passe sur une nouvelle instance restaure son store à partir de ce topic. Les réplicas de secours rejouent en continu le changelog sur d’autres instances : il reste peu à restaurer après une panne. Kafka ne réplique pas directement les fichiers RocksDB locaux.',
  },
  {
    text: 'Quelle affirmation sur processing.guarantee=exactly_once_v2 est correcte ?',
    choices: [
      'Il utilise les transactions Kafka pour valider atomiquement les enregistrements de sortie, les écritures dans les changelogs des state stores et les offsets consommés, et exige des brokers en version 2.5 ou plus.',
      'Il garantit aussi des effets exactement une fois pour les appels à des systèmes externes, comme des appels REST faits dans un processor.',
      'C’est la garantie de traitement par défaut.',
      'Il supprime les enregistrements d’entrée en double qui ont la même clé et la même valeur.',
    ],
    explanation:
      'exactly_once_v2 enveloppe le cycle lecture-traitement-écriture dans une transaction : sorties, mises à jour des changelogs et offsets d’entrée sont tous validés ou tous annulés ; il a remplacé les anciens modes exactly_once et exactly_once_beta. La garantie ne couvre que les données dans Kafka : les effets de bord sur des systèmes externes peuvent toujours se répéter. La valeur par défaut est at_least_once.',
  },
  {
    text: 'À quoi sert l’application.id d’une application Kafka Streams ? (Choisissez deux réponses.)',
    choices: [
      'Il doit être différent sur chaque instance pour qu’on puisse distinguer les instances.',
      'Il sert de group.id de consommateur à l’application.',
      'Il sert de préfixe aux topics internes de changelog et de repartitionnement.',
      'C’est le nom du topic de sortie de la topologie.',
    ],
    explanation:
      'Toutes les instances d’une même application partagent le même application.id ; il devient le group.id qui répartit les tâches entre elles et le préfixe des topics internes. Donner à chaque instance son propre application.id créerait des applications distinctes qui traiteraient chacune toutes les données, et les topics de sortie sont nommés explicitement dans la topologie.',
  },
  {
    text: 'Une topologie à une seule sous-topologie lit un topic d’entrée de 6 partitions. Deux instances tournent avec num.stream.threads=4 chacune. Combien de tâches sont créées, et combien de stream threads n’ont aucune tâche ?',
    choices: [
      '8 tâches ; aucun thread n’est inactif',
      '6 tâches ; 2 threads sont inactifs',
      '12 tâches ; chaque thread exécute 1,5 tâche',
      '2 tâches ; 6 threads sont inactifs',
    ],
    explanation:
      'Le nombre de tâches d’une sous-topologie est égal au nombre de partitions d’entrée, ici 6, et les tâches sont l’unité de parallélisme répartie entre tous les threads de toutes les instances. Avec 8 threads au total, 2 ne reçoivent aucune tâche. Ajouter des threads au-delà du nombre de tâches n’augmente pas le parallélisme.',
  },
  // ----------------------------------------------------------- Kafka Connect
  {
    text: 'Quels topics internes un cluster Kafka Connect en mode distribué utilise-t-il pour stocker son état ? (Choisissez trois réponses.)',
    choices: [
      'Le topic défini par config.storage.topic, qui contient les configurations des connecteurs et des tâches',
      '__consumer_offsets, qui contient les offsets des connecteurs source',
      'Le topic défini par offset.storage.topic, qui contient les offsets des connecteurs source',
      '__cluster_metadata, qui contient l’appartenance des workers',
      'Le topic défini par status.storage.topic, qui contient l’état des connecteurs et des tâches',
    ],
    explanation:
      'Les workers distribués partagent configurations, offsets des sources et états via les trois topics désignés par config.storage.topic, offset.storage.topic et status.storage.topic. Les connecteurs sink suivent leur progression comme des offsets de groupe de consommateurs ordinaires dans __consumer_offsets, mais les offsets des sources vont dans le topic de stockage des offsets. __cluster_metadata est le log de métadonnées KRaft du cluster Kafka lui-même.',
  },
  {
    text: 'Que contrôle le réglage de connecteur tasks.max ?',
    choices: [
      'Le nombre maximal de tâches ; le connecteur peut en créer moins s’il ne peut pas découper davantage le travail',
      'Le nombre exact de tâches, que le connecteur doit toujours créer',
      'Le nombre de processus workers du cluster Connect',
      'Le nombre maximal d’enregistrements traités par une tâche chaque seconde',
    ],
    explanation:
      'tasks.max est une borne supérieure : le connecteur découpe son travail en au plus ce nombre de tâches ; par exemple, une source JDBC qui lit 3 tables crée au plus 3 tâches. Les workers sont des processus distincts qui exécutent les tâches, et les limites de débit ne se règlent pas avec tasks.max.',
  },
  {
    text: 'Un connecteur sink échoue avec : JsonConverter with schemas.enable requires "schema" and "payload" fields and may not contain additional fields. Le topic contient des objets JSON simples, sans enveloppe de schéma. Quelle est la correction ?',
    choices: [
      'Régler value.converter.schemas.enable=false pour le connecteur.',
      'Régler errors.tolerance=none.',
      'Passer le connecteur en mode standalone.',
      'Augmenter tasks.max.',
    ],
    explanation:
      'Avec schemas.enable=true (la valeur par défaut du JsonConverter), chaque message doit être une enveloppe avec les champs schema et payload. Régler value.converter.schemas.enable=false sur le connecteur ou le worker fait lire au converter du JSON simple, sans schéma. errors.tolerance=none est la valeur par défaut et échouerait toujours sur chaque enregistrement, et le mode de déploiement ou le nombre de tâches ne changent rien à la conversion des enregistrements.',
  },
  {
    text: 'Quelles tâches se prêtent bien aux Single Message Transforms (SMT) ? (Choisissez deux réponses.)',
    choices: [
      'Joindre les enregistrements de deux topics sur l’identifiant client',
      'Ajouter un champ statique ou renommer un champ dans chaque enregistrement',
      'Compter les enregistrements par clé sur des fenêtres de 5 minutes',
      'Router les enregistrements vers un autre nom de topic à l’aide d’une expression régulière',
    ],
    explanation:
      'Les SMT transforment un enregistrement à la fois, par exemple InsertField ou ReplaceField pour modifier des champs et RegexRouter pour changer le nom du topic. Les jointures et les agrégations fenêtrées ont besoin d’un état portant sur de nombreux enregistrements, ce que les SMT n’ont pas ; utilisez pour cela Kafka Streams ou ksqlDB.',
  },
  {
    text: 'Un connecteur sink doit ignorer les enregistrements qu’il ne parvient pas à convertir ou à transformer au lieu d’échouer, et les écrire dans le topic orders-dlq pour examen ultérieur. Quels réglages faut-il ? (Choisissez deux réponses.)',
    choices: [
      'errors.tolerance=none',
      'errors.deadletterqueue.topic.name=orders-dlq',
      'offset.storage.topic=orders-dlq',
      'errors.tolerance=all',
    ],
    explanation:
      'errors.tolerance=all fait ignorer au connecteur les enregistrements qui échouent à la conversion ou à la transformation, et errors.deadletterqueue.topic.name envoie ces enregistrements vers un topic de dead letter queue, disponible uniquement pour les connecteurs sink. errors.deadletterqueue.context.headers.enable=true peut ajouter la cause de l’échec dans des en-têtes. errors.tolerance=none est le comportement par défaut, qui échoue immédiatement, et offset.storage.topic est un topic interne des workers.',
  },
  {
    text: 'Quelle affirmation sur le mode distribué de Kafka Connect est correcte ?',
    choices: [
      'Les configurations des connecteurs sont passées sous forme de fichiers de propriétés sur la ligne de commande de chaque worker.',
      'Les workers qui partagent le même group.id forment un cluster ; les connecteurs se gèrent via l’API REST, et les tâches sont redistribuées sur les autres workers quand un worker tombe.',
      'Les offsets des connecteurs source sont stockés dans un fichier local sur chaque worker.',
      'Chaque worker exécute toutes les tâches de chaque connecteur.',
    ],
    explanation:
      'En mode distribué, les workers se coordonnent en un groupe identifié par group.id, conservent leur état dans des topics Kafka et redistribuent connecteurs et tâches quand des workers arrivent ou tombent. Passer des fichiers de propriétés de connecteurs en ligne de commande et stocker les offsets dans un fichier local (offset.storage.file.filename), c’est le mode standalone.',
  },
  // -------------------------------------------------------------------- KSQL
  {
    text: 'Quelle affirmation décrit une TABLE ksqlDB ?',
    choices: [
      'Une suite immuable d’événements, en ajout seul, où chaque ligne est conservée',
      'Une collection modifiable qui conserve la dernière valeur de chaque PRIMARY KEY ; une nouvelle ligne pour une clé existante la met à jour, et une valeur null la supprime',
      'Un résultat temporaire qui n’existe que pendant qu’une session CLI est ouverte',
      'Une copie d’une table de base de données relationnelle conservée dans ZooKeeper',
    ],
    explanation:
      'Une TABLE ksqlDB repose sur un topic Kafka mais l’interprète avec une sémantique d’upsert par clé primaire, les tombstones supprimant des lignes. Le STREAM est la collection immuable en ajout seul où chaque événement est conservé.',
  },
  {
    text: 'Quelles affirmations sur les push queries et les pull queries de ksqlDB sont correctes ? (Choisissez deux réponses.)',
    choices: [
      'Une push query avec EMIT CHANGES continue de tourner et envoie les nouveaux résultats au client au fil des événements.',
      'Une push query renvoie une fois le résultat courant, puis se termine.',
      'Une pull query doit se terminer par EMIT CHANGES.',
      'Une pull query renvoie l’état courant, par exemple une recherche par clé dans une table matérialisée, puis se termine.',
    ],
    explanation:
      'Les push queries, marquées par EMIT CHANGES, s’abonnent à un résultat mis à jour en continu, ce qui convient aux applications pilotées par les événements. Les pull queries se comportent comme un SELECT classique de base de données : elles renvoient l’état courant puis se terminent. Ajouter EMIT CHANGES transforme une requête en push query.',
  },
  {
    text: 'Que se passe-t-il à l’exécution de cette instruction : CREATE STREAM big_orders AS SELECT * FROM orders WHERE amount > 100 EMIT CHANGES;',
    choices: [
      'Une requête transitoire démarre et s’arrête à la fermeture de la session CLI qui l’a lancée.',
      'Les lignes correspondantes déjà présentes sont copiées une fois, puis l’instruction se termine.',
      'Une vue est définie et n’est évaluée que lorsqu’on interroge big_orders.',
      'Une requête persistante démarre sur le serveur ksqlDB et écrit en continu les lignes correspondantes dans un nouveau topic Kafka (nommé BIG_ORDERS par défaut) qui porte le nouveau stream.',
    ],
    explanation:
      'CREATE STREAM AS SELECT (CSAS) enregistre un nouveau stream et lance une requête persistante qui tourne en continu sur le serveur, indépendamment du client, en écrivant ses résultats dans un topic Kafka nommé d’après le stream, sauf si KAFKA_TOPIC est précisé. Un simple SELECT avec EMIT CHANGES, sans CSAS, est la push query transitoire qui se termine avec la session.',
  },
  {
    text: 'Que fait PARTITION BY customer_id dans : CREATE STREAM orders_by_customer AS SELECT * FROM orders PARTITION BY customer_id;',
    choices: [
      'Elle crée dans le nouveau topic une partition par valeur distincte de customer_id.',
      'Elle change la clé du stream : les enregistrements sont écrits dans le nouveau topic avec customer_id comme clé de message, si bien que les enregistrements d’un même client arrivent dans la même partition.',
      'Elle trie les enregistrements de chaque partition par customer_id.',
      'Elle ne conserve que le dernier enregistrement de chaque customer_id.',
    ],
    explanation:
      'PARTITION BY change la clé de chaque enregistrement et repartitionne les données dans le topic de sortie selon la nouvelle clé, ce qui est nécessaire, par exemple, pour co-partitionner des données avant une jointure ou une agrégation. Le nombre de partitions ne dépend pas du nombre de valeurs distinctes, l’ordre s’entend par partition et par offset, et ne garder que la dernière valeur par clé serait le rôle d’une TABLE.',
  },
  {
    text: 'Soit : CREATE TABLE suspicious_cards AS SELECT card_number, COUNT(*) AS attempts FROM payments WINDOW TUMBLING (SIZE 1 MINUTE) GROUP BY card_number HAVING COUNT(*) > 3 EMIT CHANGES; où payments est un STREAM. Quelles affirmations sont correctes ? (Choisissez deux réponses.)',
    choices: [
      'L’instruction échoue, car une agrégation sur un STREAM doit être créée avec CREATE STREAM.',
      'Le résultat est une TABLE fenêtrée dont la clé combine card_number et les bornes de la fenêtre.',
      'Chaque paiement est compté dans plusieurs fenêtres qui se chevauchent.',
      'Le compte d’une fenêtre est mis à jour à l’arrivée de nouveaux paiements : une ligne peut donc être émise plusieurs fois pour la même fenêtre.',
    ],
    explanation:
      'Une agrégation avec GROUP BY produit toujours une TABLE, et avec une clause WINDOW chaque ligne a pour clé la colonne de regroupement plus la fenêtre (WINDOWSTART et WINDOWEND). Les résultats sont émis comme des changements : la ligne d’une fenêtre est mise à jour à mesure que le compte augmente, sauf avec EMIT FINAL. Les fenêtres tumbling ne se chevauchent pas, et chaque paiement tombe donc dans exactement une fenêtre ; les fenêtres qui se chevauchent sont les fenêtres HOPPING.',
  },
  {
    text: 'Quelle clause est obligatoire pour joindre deux STREAM ksqlDB ?',
    choices: ['WINDOW TUMBLING', 'EMIT FINAL', 'PARTITION BY', 'WITHIN'],
    explanation:
      'Les jointures stream-stream doivent être bornées dans le temps : ksqlDB exige une clause WITHIN (par exemple WITHIN 1 HOUR, éventuellement avec une GRACE PERIOD) qui indique l’écart maximal entre les événements correspondants. Les clauses WINDOW définissent les fenêtres des agrégations, et PARTITION BY relève d’une instruction distincte qui change la clé d’une source ; aucune ne fait partie de la syntaxe de jointure.',
  },
];
