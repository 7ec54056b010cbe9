// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// A dev stand-in for Farcaster's IdRegistry with the same read interface (`idOf`, `custodyOf`, `idCounter`) and
/// `Register` event. Only the deployer registers fids (counting from 1), one per custody address; no transfers or
/// recovery.
contract FoyerIdRegistry {
    address public immutable owner;

    /// The last fid issued; the next registration gets `idCounter + 1`.
    uint256 public idCounter;

    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id, address recovery);

    error Unauthorized();
    error HasId();
    error InvalidAddress();

    constructor() {
        owner = msg.sender;
    }

    function register(address to) external returns (uint256 fid) {
        if (msg.sender != owner) revert Unauthorized();
        if (to == address(0)) revert InvalidAddress();
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid, address(0));
    }
}
