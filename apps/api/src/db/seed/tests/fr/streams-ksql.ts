import type { SeedTestFr } from '../../types';

export const streamsKsqlFr: SeedTestFr = {
  title: 'Kafka Streams, Connect et ksqlDB en profondeur',
  description:
    'Un examen de 25 questions, de niveau intermédiaire à avancé, sur le traitement de flux et l’intégration de données : état, fenêtrage et exactly-once dans Kafka Streams ; workers, converters et gestion des erreurs dans Kafka Connect ; streams, tables et requêtes dans ksqlDB. Idéal pour la dernière ligne droite de la préparation au CCDAK.',
  questions: [
    // ----------------------------------------------------------- Kafka Streams
    {
      text: 'Vous joignez un KStream lu depuis le topic orders à une KTable lue depuis le topic customers sur l’identifiant client, sans aucun repartitionnement. Quelles sont les deux conditions que doivent remplir les deux topics d’entrée ? (Choisissez deux réponses.)',
      choices: [
        'Ils doivent avoir le même facteur de réplication.',
        'Ils doivent avoir le même nombre de partitions.',
        'Ils doivent avoir le même retention.ms.',
        'Tous deux doivent avoir l’identifiant client pour clé et être partitionnés avec la même stratégie de partitionnement.',
      ],
      explanation:
        'Une jointure KStream-KTable s’exécute localement, tâche par tâche : les deux entrées doivent donc être co-partitionnées, c’est-à-dire avoir la même clé, la même stratégie de partitionnement et le même nombre de partitions, ce qui garantit que les clés correspondantes arrivent dans la même tâche. Kafka Streams vérifie le nombre de partitions des topics sources co-partitionnés et échoue avec une TopologyException s’ils diffèrent. Le facteur de réplication et la rétention n’ont aucun effet sur la partition d’une clé.',
    },
    {
      text: 'Quelles sont les deux affirmations vraies sur processing.guarantee=exactly_once_v2 ? (Choisissez deux réponses.)',
      choices: [
        'C’est la garantie de traitement par défaut depuis Kafka 3.0.',
        'Les appels à un service REST externe faits dans un processor sont eux aussi exécutés exactement une fois.',
        'Les enregistrements de sortie, les écritures dans les changelogs des state stores et les offsets des enregistrements d’entrée consommés sont validés dans une seule transaction Kafka.',
        'Les consommateurs des topics de sortie doivent utiliser isolation.level=read_committed pour ne pas voir les enregistrements des transactions annulées.',
      ],
      explanation:
        'Avec exactly_once_v2, chaque commit écrit atomiquement les résultats, les mises à jour des changelogs et les offsets d’entrée dans une même transaction : une panne annule tout ou valide tout. Ces garanties ne s’étendent qu’aux lecteurs en aval qui utilisent read_committed, car les consommateurs read_uncommitted voient aussi les enregistrements des transactions annulées. Les effets de bord hors de Kafka, comme les appels REST, peuvent encore être rejoués lors d’une nouvelle tentative, et la valeur par défaut de processing.guarantee est at_least_once.',
    },
    {
      text: 'Une agrégation fenêtrée utilise TimeWindows.ofSizeWithNoGrace(Duration.ofMinutes(5)).advanceBy(Duration.ofMinutes(1)). De quel type de fenêtres s’agit-il ?',
      choices: [
        'Des fenêtres tumbling : chaque enregistrement appartient à exactement une fenêtre de 5 minutes.',
        'Des fenêtres de session qui se ferment après 1 minute d’inactivité, dans la limite de 5 minutes.',
        'Des fenêtres hopping : chaque enregistrement appartient à cinq fenêtres de 5 minutes qui se chevauchent.',
        'Des fenêtres glissantes (sliding) créées seulement quand deux enregistrements sont à moins d’une minute d’écart.',
      ],
      explanation:
        'Des TimeWindows dont le pas d’avancement est plus petit que la taille sont des fenêtres hopping : une nouvelle fenêtre de 5 minutes démarre chaque minute, et chaque enregistrement tombe donc dans 5 d’entre elles. Elles ne seraient tumbling que si le pas égalait la taille, ce qui est le cas par défaut quand advanceBy n’est pas appelé. Les fenêtres de session se définissent par un intervalle d’inactivité et utilisent la classe SessionWindows.',
    },
    {
      text: 'Une agrégation utilise SessionWindows.ofInactivityGapWithNoGrace(Duration.ofMinutes(30)). Trois enregistrements de même clé arrivent dans l’ordre avec les horodatages 10:00, 10:20 et 11:00. Quelles sessions en résultent ?',
      choices: [
        'Deux sessions : de 10:00 à 10:20, et de 11:00 à 11:00',
        'Une seule session, de 10:00 à 11:00',
        'Deux sessions fixes : de 10:00 à 10:30, et de 10:30 à 11:00',
        'Trois sessions, une par enregistrement',
      ],
      explanation:
        'Une fenêtre de session s’étend tant que les enregistrements d’une clé arrivent à moins d’un intervalle d’inactivité les uns des autres : 10:20 arrive 20 minutes après 10:00 et prolonge donc la première session, mais 11:00 arrive 40 minutes après 10:20 et ouvre une nouvelle session. Les bornes des sessions sont fixées par les horodatages des enregistrements, pas par des intervalles d’horloge fixes, d’où l’erreur du découpage à 10:30.',
    },
    {
      text: 'Une agrégation en fenêtres tumbling utilise TimeWindows.ofSizeAndGrace(Duration.ofMinutes(10), Duration.ofMinutes(2)). Le stream time a déjà atteint 10:15 quand arrive un enregistrement horodaté 10:05, destiné à la fenêtre [10:00, 10:10). Qu’advient-il de cet enregistrement ?',
      choices: [
        'Il est ajouté à la fenêtre [10:00, 10:10), puisque son horodatage se trouve dans cette fenêtre.',
        'Il est écarté comme retardataire, car la fenêtre s’est fermée quand le stream time a dépassé 10:12 (fin de fenêtre plus période de grâce).',
        'Il est ajouté à la fenêtre actuellement ouverte, [10:10, 10:20).',
        'L’application lève une exception et le stream thread s’arrête.',
      ],
      explanation:
        'Une fenêtre n’accepte des enregistrements désordonnés que jusqu’à ce que le stream time dépasse la fin de fenêtre plus la période de grâce, ici 10:10 + 2 minutes = 10:12. À 10:15 de stream time, la fenêtre est fermée : l’enregistrement est ignoré et compté dans la métrique des enregistrements écartés. Kafka Streams ne réaffecte jamais un enregistrement à une fenêtre qui ne contient pas son horodatage, et les retardataires ne provoquent pas de panne.',
    },
    {
      text: 'Un comptage fenêtré doit émettre exactement un résultat final par fenêtre, seulement après la fermeture de la fenêtre, au lieu d’une mise à jour par enregistrement d’entrée. Quelle option y parvient ?',
      choices: [
        'Augmenter commit.interval.ms',
        'Régler statestore.cache.max.bytes à 0',
        'Appliquer suppress(Suppressed.untilWindowCloses(Suppressed.BufferConfig.unbounded())) à la KTable fenêtrée',
        'Appeler filter() sur le flux de sortie pour écarter les valeurs intermédiaires',
      ],
      explanation:
        'suppress avec untilWindowCloses met les mises à jour en tampon et n’émet que la valeur finale de chaque fenêtre, une fois que le stream time a dépassé la fin de fenêtre plus la période de grâce. Un intervalle de commit ou un cache d’enregistrements plus grands ne font que réduire le nombre de mises à jour intermédiaires, sans garantir un résultat final unique, et un cache de taille 0 transmet chaque mise à jour. Un filtre ne peut pas savoir si un résultat est définitif.',
    },
    {
      text: 'Quelles sont les deux topologies qui font créer à Kafka Streams un topic interne de repartitionnement ? (Choisissez deux réponses.)',
      choices: [
        'stream.mapValues(...).groupByKey().count()',
        'stream.selectKey(...).groupByKey().count()',
        'stream.filter(...).to("output")',
        'stream.map(...).join(table, ...)',
      ],
      explanation:
        'selectKey() et map() peuvent changer la clé des enregistrements : Kafka Streams marque alors le flux pour repartitionnement et le fait passer par un topic -repartition avant l’opération suivante fondée sur la clé, comme une agrégation ou une jointure. mapValues() ne peut pas changer la clé, si bien que groupByKey() derrière lui n’exige aucun repartitionnement ; c’est pourquoi on préfère mapValues quand seules les valeurs changent. Un filter() sans état suivi de to() ne repartitionne jamais.',
    },
    {
      text: 'Quelles sont les deux affirmations vraies sur les state stores de Kafka Streams ? (Choisissez deux réponses.)',
      choices: [
        'Chaque instance détient toutes les clés de chaque store : n’importe quelle instance peut donc répondre localement à une requête interactive sur n’importe quelle clé.',
        'Par défaut, les state stores persistants utilisent RocksDB sur le disque local de l’instance.',
        'Les topics de changelog doivent être créés à la main avant le démarrage de l’application.',
        'Un store dont la journalisation des changements est activée (par défaut) est adossé à un topic de changelog interne, rejoué pour restaurer le store après une panne ou une migration de tâche.',
      ],
      explanation:
        'Les stores persistants utilisent RocksDB par défaut, et chaque store journalisé est répliqué dans un topic de changelog interne que Kafka Streams crée automatiquement et utilise pour la restauration. Les stores sont partitionnés comme les tâches qui les possèdent : une instance ne détient que les clés de ses propres tâches, et les requêtes interactives sur d’autres clés doivent être routées vers l’instance propriétaire, par exemple avec queryMetadataForKey().',
    },
    {
      text: 'Que devez-vous fournir pour joindre deux KStreams avec le DSL de Kafka Streams ?',
      choices: [
        'Une JoinWindows qui définit l’écart de temps maximal entre deux enregistrements pour qu’ils soient joints.',
        'Rien de plus : la jointure associe les enregistrements de même clé sur tout l’historique des deux flux.',
        'Une SessionWindows qui définit l’intervalle d’inactivité de la jointure.',
        'La conversion de l’un des flux en GlobalKTable.',
      ],
      explanation:
        'Les jointures KStream-KStream sont toujours fenêtrées, par exemple avec JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofMinutes(5)), car les deux côtés sont illimités et les enregistrements doivent être conservés dans des window stores pendant un temps limité. Sans fenêtre, l’état de la jointure grossirait indéfiniment. Les fenêtres de session servent aux agrégations, et une GlobalKTable ne peut être jointe qu’à un KStream, pas remplacer l’un des côtés d’une jointure flux-flux.',
    },
    {
      text: 'Une application Kafka Streams sans état lit un seul topic d’entrée de 8 partitions. Vous lancez 3 instances, chacune avec num.stream.threads=4. Comment le travail est-il réparti ?',
      choices: [
        'Les 12 threads travaillent, car chaque thread lit une part de chaque partition.',
        'Seuls 3 threads travaillent, un par instance.',
        'L’application refuse de démarrer, car il y a plus de threads que de partitions.',
        'La topologie compte 8 tâches : au plus 8 threads traitent des données et au moins 4 threads restent inactifs.',
      ],
      explanation:
        'Kafka Streams crée une tâche par partition d’entrée, et la tâche est l’unité de parallélisme, attribuée à un seul thread. Avec 8 tâches et 12 threads, 4 threads n’ont rien à faire mais sont prêts à reprendre des tâches si une instance tombe. Lancer plus de threads que de tâches est permis ; cela n’apporte simplement aucun débit supplémentaire.',
    },
    // ----------------------------------------------------------- Kafka Connect
    {
      text: 'Un connecteur source JDBC est configuré avec tasks.max=10 et une liste blanche de 3 tables. Combien de tâches tournent ?',
      choices: [
        '10 tâches, dont 7 inactives',
        '3 tâches, car tasks.max n’est qu’une borne supérieure et le connecteur crée au plus une tâche par table',
        '1 tâche, car les connecteurs source sont toujours mono-thread',
        'Aucune : la validation du connecteur échoue car tasks.max dépasse le nombre de tables',
      ],
      explanation:
        'tasks.max est le parallélisme maximal ; c’est le connecteur lui-même qui décide comment découper son travail, et le connecteur source JDBC répartit les tables entre les tâches : 3 tables donnent au plus 3 tâches. Connect ne démarre pas de tâches inactives pour atteindre tasks.max. Les connecteurs source peuvent faire tourner de nombreuses tâches en parallèle quand la source se découpe.',
    },
    {
      text: 'Un connecteur sink est configuré avec errors.tolerance=all et errors.deadletterqueue.topic.name=orders-dlq. Quelles sont les deux affirmations vraies ? (Choisissez deux réponses.)',
      choices: [
        'Les enregistrements qui échouent dans le converter ou dans une Single Message Transform sont écrits dans orders-dlq, et la tâche continue de tourner.',
        'Les mêmes réglages de dead letter queue fonctionnent aussi pour les connecteurs source.',
        'errors.deadletterqueue.context.headers.enable=true ajoute à chaque enregistrement de la DLQ des en-têtes avec le topic, la partition et l’offset d’origine ainsi que le détail de l’exception.',
        'errors.tolerance=all arrête la tâche au premier enregistrement qui ne peut pas être traité.',
      ],
      explanation:
        'Avec errors.tolerance=all, les enregistrements qui échouent pendant la conversion ou la transformation sont ignorés et, pour les connecteurs sink, envoyés vers le topic DLQ configuré ; l’option des en-têtes de contexte indique où et pourquoi ils ont échoué. Les dead letter queues ne sont prises en charge que par les connecteurs sink. S’arrêter à la première erreur est le comportement de la valeur par défaut, errors.tolerance=none.',
    },
    {
      text: 'Quelles sont les deux affirmations vraies sur les topics internes d’un cluster Kafka Connect distribué ? (Choisissez deux réponses.)',
      choices: [
        'Chaque connecteur a son propre topic de statut.',
        'Le topic désigné par config.storage.topic doit avoir exactement une partition.',
        'Les offsets des connecteurs sink sont stockés dans le topic désigné par offset.storage.topic.',
        'Les topics de stockage config, offset et status doivent utiliser cleanup.policy=compact.',
      ],
      explanation:
        'Le topic de configuration doit n’avoir qu’une partition pour que tous les workers voient les changements de configuration dans un ordre total unique, et les trois topics internes sont compactés car seule compte la dernière valeur de chaque clé. Les connecteurs sink sont des groupes de consommateurs ordinaires (nommés connect-<nom du connecteur> par défaut) : leurs offsets vont dans __consumer_offsets, tandis qu’offset.storage.topic contient les offsets des connecteurs source. Un seul topic de statut est partagé par tous les connecteurs et toutes les tâches du cluster.',
    },
    {
      text: 'Quels sont les deux bons usages des Single Message Transforms (SMT) ? (Choisissez deux réponses.)',
      choices: [
        'Calculer un comptage glissant sur 5 minutes des enregistrements par clé',
        'Masquer un champ de numéro de carte bancaire dans chaque enregistrement avec MaskField',
        'Enrichir chaque enregistrement en le joignant à des données de référence d’un autre topic',
        'Changer le nom du topic de destination avec RegexRouter',
      ],
      explanation:
        'Les SMT sont des modifications légères, sans état, appliquées un enregistrement à la fois : masquer, renommer ou supprimer des champs, ou rerouter des enregistrements vers un autre topic. Les agrégations et les jointures ont besoin d’état et de plusieurs enregistrements : elles relèvent de Kafka Streams ou de ksqlDB, pas d’une SMT.',
    },
    {
      text: 'Un connecteur définit value.converter=io.confluent.connect.avro.AvroConverter. Quelle propriété supplémentaire est nécessaire au fonctionnement du converter ?',
      choices: [
        'value.converter.schemas.enable=true',
        'value.serializer=io.confluent.kafka.serializers.KafkaAvroSerializer',
        'value.converter.schema.registry.url',
      ],
      explanation:
        'Le converter Avro enregistre et recherche les schémas dans Schema Registry : il lui faut donc value.converter.schema.registry.url. schemas.enable est une option du JsonConverter qui indique si un schéma est intégré à chaque message JSON. Les workers Connect n’utilisent pas les réglages de sérialiseur du producteur pour formater les données : c’est le rôle du converter.',
    },
    {
      text: 'Un connecteur source utilise value.converter=org.apache.kafka.connect.json.JsonConverter avec value.converter.schemas.enable=true. À quoi ressemble la valeur de chaque message dans Kafka ?',
      choices: [
        'Un objet JSON à deux champs de premier niveau, schema et payload, où payload contient les données de l’enregistrement',
        'Du JSON simple contenant seulement les champs de l’enregistrement, le schéma étant enregistré dans Schema Registry',
        'Des données binaires Avro avec un magic byte et un identifiant de schéma',
        'Une chaîne JSON qui ne contient que le schéma, les données étant stockées dans un en-tête',
      ],
      explanation:
        'Avec schemas.enable=true, le JsonConverter intègre le schéma à chaque message sous forme d’enveloppe schema/payload, ce qui rend les messages autodescriptifs mais bien plus volumineux. Avec schemas.enable=false, seules les données JSON brutes sont écrites. Le JsonConverter n’utilise pas Schema Registry ; le magic byte suivi d’un identifiant de schéma, c’est l’encodage des converters Schema Registry comme l’AvroConverter.',
    },
    {
      text: 'Quelles sont les deux affirmations vraies sur le mode standalone de Kafka Connect ? (Choisissez deux réponses.)',
      choices: [
        'Plusieurs workers standalone avec le même group.id forment un cluster et se partagent les tâches.',
        'Les offsets des connecteurs source sont stockés dans un fichier local défini par offset.storage.file.filename.',
        'Il n’y a pas de bascule automatique : si le processus du worker meurt, ses connecteurs s’arrêtent jusqu’à son redémarrage.',
        'Le mode standalone ne prend en charge que les connecteurs source.',
      ],
      explanation:
        'Un worker standalone est un processus unique qui conserve les offsets des sources dans un fichier local : simple à exploiter, il n’offre ni tolérance aux pannes ni montée en charge sur plusieurs machines. L’appartenance à un cluster par group.id et les topics internes partagés sont l’apport du mode distribué. Les connecteurs source comme sink peuvent tourner en mode standalone.',
    },
    {
      text: 'Quelle est la façon prévue de créer un nouveau connecteur sur un cluster Kafka Connect distribué en fonctionnement ?',
      choices: [
        'Modifier un fichier de propriétés de connecteur sur chaque worker et redémarrer les workers',
        'Lancer kafka-configs.sh avec --entity-type connectors sur les brokers',
        'Écrire la configuration du connecteur directement dans le topic de stockage des configurations avec un producteur console',
        'Envoyer la configuration JSON du connecteur à l’API REST de n’importe quel worker, par exemple POST /connectors',
      ],
      explanation:
        'En mode distribué, les connecteurs se gèrent par l’API REST (POST /connectors ou PUT /connectors/<nom>/config) ; n’importe quel worker accepte la requête et la transmet au leader, qui l’enregistre dans le topic de configuration. Produire soi-même dans ce topic contourne la validation et le leader, et n’est pas pris en charge. Les fichiers de propriétés en ligne de commande ne servent qu’en mode standalone, et kafka-configs.sh n’a pas de type d’entité connectors.',
    },
    // -------------------------------------------------------------------- KSQL
    {
      text: 'Quelles sont les deux affirmations vraies sur les push queries et les pull queries de ksqlDB ? (Choisissez deux réponses.)',
      choices: [
        'Une push query avec EMIT CHANGES continue de tourner et envoie une nouvelle ligne au client à chaque changement du résultat.',
        'Chaque pull query crée un nouveau topic Kafka pour ses résultats.',
        'Les push queries ne peuvent porter que sur des tables, pas sur des streams.',
        'Une pull query sur une table matérialisée par CREATE TABLE AS SELECT renvoie la valeur courante puis se termine.',
      ],
      explanation:
        'Les push queries s’abonnent à un résultat mis à jour en continu et tournent jusqu’à ce que le client les ferme, tandis que les pull queries consultent l’état courant, en général par clé sur une table matérialisée, et se terminent aussitôt. Ni les push queries transitoires ni les pull queries ne créent de topics ; seules les requêtes persistantes comme CREATE ... AS SELECT le font. Les push queries fonctionnent sur les streams comme sur les tables.',
    },
    {
      text: 'Que fait cette instruction ? CREATE STREAM orders_by_customer AS SELECT * FROM orders PARTITION BY customer_id EMIT CHANGES;',
      choices: [
        'Elle crée un nouveau stream dont les enregistrements ont customer_id pour clé, écrits dans un nouveau topic par une requête persistante.',
        'Elle augmente le nombre de partitions du topic orders.',
        'Elle réécrit sur place les clés des enregistrements existants du topic orders.',
        'Elle crée une TABLE dont customer_id est la clé primaire.',
      ],
      explanation:
        'PARTITION BY attribue à chaque ligne une nouvelle clé, l’expression indiquée, et l’écrit dans le topic du nouveau stream : les lignes de même customer_id arrivent dans la même partition, ce qui est en général nécessaire avant une jointure ou une agrégation sur cette colonne. Les enregistrements Kafka sont immuables : ksqlDB ne modifie jamais le topic source, et le nombre de partitions ne change pas. L’instruction crée un STREAM, pas une TABLE.',
    },
    {
      text: 'Quelle requête compte les pages vues par utilisateur dans des fenêtres de 5 minutes sans chevauchement ?',
      choices: [
        'SELECT user_id, COUNT(*) FROM pageviews WINDOW HOPPING (SIZE 5 MINUTES, ADVANCE BY 1 MINUTE) GROUP BY user_id EMIT CHANGES;',
        'SELECT user_id, COUNT(*) FROM pageviews WINDOW SESSION (5 MINUTES) GROUP BY user_id EMIT CHANGES;',
        'SELECT user_id, COUNT(*) FROM pageviews WINDOW TUMBLING (SIZE 5 MINUTES) GROUP BY user_id EMIT CHANGES;',
      ],
      explanation:
        'Les fenêtres tumbling sont de taille fixe, contiguës et sans chevauchement : WINDOW TUMBLING (SIZE 5 MINUTES) place chaque page vue dans exactement une fenêtre. La fenêtre hopping démarre une nouvelle fenêtre de 5 minutes chaque minute : les fenêtres se chevauchent et chaque page vue est comptée cinq fois. Les fenêtres de session n’ont pas de taille fixe et se ferment après 5 minutes d’inactivité.',
    },
    {
      text: 'Quelles sont les deux déclarations de colonne clé valides en ksqlDB ? (Choisissez deux réponses.)',
      choices: [
        "CREATE TABLE users (id VARCHAR PRIMARY KEY, name VARCHAR) WITH (KAFKA_TOPIC='users', VALUE_FORMAT='JSON');",
        "CREATE STREAM clicks (user_id VARCHAR PRIMARY KEY, url VARCHAR) WITH (KAFKA_TOPIC='clicks', VALUE_FORMAT='JSON');",
        "CREATE STREAM clicks (user_id VARCHAR KEY, url VARCHAR) WITH (KAFKA_TOPIC='clicks', VALUE_FORMAT='JSON');",
        "CREATE TABLE users (id VARCHAR KEY, name VARCHAR) WITH (KAFKA_TOPIC='users', VALUE_FORMAT='JSON');",
      ],
      explanation:
        'Depuis ksqlDB 0.10, les colonnes clés se déclarent explicitement et peuvent porter n’importe quel nom : les tables utilisent PRIMARY KEY, car chaque clé identifie une seule ligne, tandis que les streams utilisent KEY, car plusieurs événements peuvent partager une clé. PRIMARY KEY sur un stream ou KEY seul sur une table sont rejetés avec une erreur. L’ancienne colonne implicite ROWKEY n’existe plus.',
    },
    {
      text: 'Quelle clause est obligatoire pour joindre deux streams ksqlDB, comme dans SELECT * FROM orders o JOIN shipments s ... ON o.id = s.order_id EMIT CHANGES; ?',
      choices: [
        'Une clause WINDOW TUMBLING',
        'Une clause GROUP BY sur la colonne de jointure',
        'Une clause WITHIN, par exemple WITHIN 2 HOURS',
        'Une clause PARTITION BY sur chaque entrée',
      ],
      explanation:
        'Les jointures stream-stream de ksqlDB sont fenêtrées et doivent préciser WITHIN, qui borne l’écart de temps entre événements correspondants pour que l’état de la jointure ne grossisse pas indéfiniment. Les clauses WINDOW servent aux agrégations, pas aux jointures. PARTITION BY n’est pas obligatoire non plus : quand l’expression de jointure n’est pas la colonne clé d’un stream, ksqlDB repartitionne ce stream en interne, même si les deux côtés doivent toujours avoir le même nombre de partitions.',
    },
    {
      text: 'Quelles sont les trois affirmations vraies sur CREATE TABLE user_totals AS SELECT user_id, SUM(amount) AS total FROM payments GROUP BY user_id EMIT CHANGES; ? (Choisissez trois réponses.)',
      choices: [
        'Elle lance une requête persistante qui met à jour les totaux à l’arrivée de nouveaux paiements.',
        'Elle calcule les totaux une seule fois sur les paiements existants, puis s’arrête.',
        'Les résultats sont écrits dans un nouveau topic Kafka et matérialisés dans un state store : des pull queries peuvent donc rechercher un user_id.',
        'user_id devient la PRIMARY KEY de user_totals.',
        'Les enregistrements traités sont retirés du topic payments.',
      ],
      explanation:
        'Une agrégation CREATE TABLE AS SELECT est une requête persistante : elle continue de tourner, écrit chaque total mis à jour dans le topic de changelog de la table et matérialise la table pour pouvoir servir des pull queries. La colonne du GROUP BY devient la clé primaire de la table résultante. ksqlDB ne supprime jamais de données de ses topics d’entrée, et la requête ne s’arrête pas après avoir traité les données existantes.',
    },
    {
      text: "Vous exécutez CREATE STREAM pageviews (user_id VARCHAR KEY, url VARCHAR) WITH (KAFKA_TOPIC='pageviews', VALUE_FORMAT='JSON'); mais le topic pageviews n’existe pas. Que se passe-t-il ?",
      choices: [
        'ksqlDB crée silencieusement le topic avec le nombre de partitions par défaut du broker.',
        'Le stream est enregistré et commence à renvoyer des données dès que quelqu’un crée le topic.',
        'L’instruction échoue ; ajouter PARTITIONS (et éventuellement REPLICAS) à la clause WITH fait créer le topic par ksqlDB.',
      ],
      explanation:
        'CREATE STREAM et CREATE TABLE sans AS SELECT déclarent un schéma sur un topic ; si le topic n’existe pas, ksqlDB rejette l’instruction, sauf si la clause WITH précise PARTITIONS, auquel cas il crée le topic pour vous. Il ne se rabat pas sur les valeurs par défaut du broker et n’enregistre pas de stream sur un topic inexistant.',
    },
  ],
};
