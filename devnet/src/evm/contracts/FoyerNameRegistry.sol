// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// A small ENS-style naming service for the devnet: one primary name per address (the reverse record) and the
/// address each name points to. An account names itself; the deployer may seed names for dev accounts.
contract FoyerNameRegistry {
    address public immutable registrar;

    mapping(address => string) private names;
    mapping(bytes32 => address) private owners;

    event NameSet(address indexed account, string name);

    error NotRegistrar();
    error NameTaken();

    constructor() {
        registrar = msg.sender;
    }

    function setName(string calldata newName) external {
        _setName(msg.sender, newName);
    }

    function setNameFor(address account, string calldata newName) external {
        if (msg.sender != registrar) revert NotRegistrar();
        _setName(account, newName);
    }

    /// The reverse record: the account's primary name, or "" when it has none.
    function name(address account) external view returns (string memory) {
        return names[account];
    }

    /// The address a name points to, or the zero address.
    function addr(string calldata lookupName) external view returns (address) {
        return owners[keccak256(bytes(lookupName))];
    }

    function _setName(address account, string calldata newName) private {
        bytes32 key = keccak256(bytes(newName));
        address owner = owners[key];
        if (owner != address(0) && owner != account) revert NameTaken();
        bytes memory previous = bytes(names[account]);
        if (previous.length != 0) delete owners[keccak256(previous)];
        owners[key] = account;
        names[account] = newName;
        emit NameSet(account, newName);
    }
}
