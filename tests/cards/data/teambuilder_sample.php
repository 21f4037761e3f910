 <script>
    "use strict";
    // A small file in the Team Builder's card-file format, written for Overcrush's tests:
    // invented cards of an invented set ("tbx"), no real card text.
    var iconname = { M:"mask", F:"fist", B:"bolt", S:"shield", 1:1, 2:2 };

    var affiliation_map = {
     0:'none',
     P:'pathfinders',
     Q:['pathfinders','rogue'],
     R:'rogue',
    };

//rarity,cost,energy,affiliation,maxdice
var tbx_aff = { 0:'0', P:'P', Q:'Q', R:'R' };

 var tbx = [
'14003Tinker\'s Toolkit|Basic Action Card|Target character die you control gets +1A.|** Instead, it gets +2A.|Global: Pay [F]. Target character die gets +1D.',
'12003Backup Plan|Basic Action Card|Prep a die from your Used Pile.',
'13003Smoke Bomb|Basic Action|Target character die cannot block this turn.',
'11204Gravel Golem|Rock Solid|',
'12304Ember Fox|Quick Paws|When fielded, deal 1 damage to target character die.',
'131P4Lantern Scout|Trail Finder|Overcrush (spare damage goes to the opponent).',
'142Q4Moss Knight|~Greenward|While Moss Knight is active, your [PAWN] get +1D.',
'123R4Ash Runner|Cinder Path|Fast',
'134P4Tide Caller|Undertow|Corrupt 2 - your opponent discards.',
'155R2Storm Warden@Z|Sky Anchor|Energize - roll a die from your bag.|Global: Pay [B][B]. Deal 1 damage.',
'13A01Iron Matron|The Anvil|When fielded, gain 2 life &bull; then spin up.',
'13204Quick Draw|Action Card|Deal 2 damage to target character die.',
    ];
    // not a set: a list of set names
    var set_names = ['tbx'];

    var dice = {
    "Gravel Golem":"124 135 246",
    "Ember Fox":"022 133 144*",
    "Lantern Scout":"133 244 355",
    "Moss Knight":"123 234 345",
    "Ash Runner":"032 142 253",
    "Tide Caller":"124 235 346",
    "Storm Warden@Z":"165*277*388",
    "tbx@Iron Matron":"134 245 356",
    "Unused Die":"111 222 333",
    };
  </script>
