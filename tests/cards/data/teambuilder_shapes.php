 <script>
    "use strict";
    // A small file in the Team Builder's card-file format, written for Overcrush's tests of
    // the common shapes of ability text (issue 7): invented cards of an invented set ("tbz"),
    // our own wording, no real card text.
    var affiliation_map = { 0:'none', K:'kettlewrights' };
    var tbz_aff = { 0:'0', K:'K' };

 var tbz = [
'12304Glimmer Vex|Spark Thief|When fielded, deal 2 damage to target opposing character die.',
'13204Brindle Hound|Yard Guard|When Brindle Hound attacks, it gets +2A until end of turn.',
'141K4Mirth Kettle|Steeped|Global: Pay [S]. Once per turn, you gain 1 life.',
'12304Fogbound Clerk|Ledger Keeper|When fielded, deal 2 damage to target opposing character die unless they pay 1 life.',
'13304Hearth Warden|Keeps the Fire|While Hearth Warden is active, your [PAWN] get +1D.',
'11003Pocket Flare|Action Card|Deal 1 damage to target character die.|* Also, deal 1 damage to your opponent.|** Instead, deal 3 damage.',
    ];

    var dice = {
    "Glimmer Vex":"022 133 144*",
    "Brindle Hound":"123 234 345",
    "Mirth Kettle":"113 224 335",
    "Fogbound Clerk":"022 133 144",
    "Hearth Warden":"123 234 345",
    };
  </script>
