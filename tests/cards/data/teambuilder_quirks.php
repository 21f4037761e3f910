 <script>
    "use strict";
    // The Team Builder file's quirks that real files have, with invented cards of invented
    // sets ("tbq"; "dctw" is the array name the Team Builder reads as all Basic Action Cards
    // without dice): no real card text or names.
    var affiliation_map = { 0:'none', T:'tinkersguild' };
    var iconname = { M:"mask", F:"fist", TNK:"tinker's guild", QQQ:"quiet folk" };
    var tbq_aff = { 0:'0', T:'T' };

 var tbq = [
'12304Kettle Knight™|Steam Guard|When fielded, gain 1 life.',
'50000Drill Yard|Sidekick Card|Your Sidekick dice get +1A.|Both players have this card\'s benefit; it takes one of the team\'s places.',
'12304|Nameless|A card with no name cannot be a record.',
'13304Mire Hound|Bog Runner|Energy Drain 2',
'13304Fen Hound|Bog Walker|Energy Drain (engaged dice spin down).',
'14304Reed Archer|Long Shot|Range 2',
'14304Reed Scout|Short Shot|Range',
'123T4Gear Warden|Cog Keeper|When fielded, KO target opposing [TNK] character die.',
'123T4Cog Sentry|Quiet Watch|When fielded, KO target opposing [QQQ] character die.',
    ];
 var dctw = [
'53003Cog Toss|Gear Set|Target character die gets +1A.',
'55404Gear Golem|Gear Set|When fielded, gain 1 life.',
    ];
    var dice = {
    "Kettle Knight":"123 234 345",
    "Mire Hound":"123 234 345",
    "Fen Hound":"123 234 345",
    "Reed Archer":"123 234 345",
    "Reed Scout":"123 234 345",
    "Gear Golem":"123 234 345",
    "Gear Warden":"123 234 345",
    "Cog Sentry":"123 234 345",
    };
  </script>
