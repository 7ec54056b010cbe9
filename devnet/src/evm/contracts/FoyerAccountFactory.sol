// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {FoyerAccount} from "./FoyerAccount.sol";

/// Deploys `FoyerAccount`s with CREATE2, so an owner's account address is known before it exists (counterfactual).
contract FoyerAccountFactory {
    address public immutable entryPoint;

    constructor(address accountEntryPoint) {
        entryPoint = accountEntryPoint;
    }

    /// The owner's account for `salt`, deployed if it is not yet (an EntryPoint's initCode calls this).
    function createAccount(address owner, uint256 salt) external returns (FoyerAccount account) {
        address existing = getAddress(owner, salt);
        if (existing.code.length > 0) return FoyerAccount(payable(existing));
        account = new FoyerAccount{salt: bytes32(salt)}(entryPoint, owner);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(FoyerAccount).creationCode, abi.encode(entryPoint, owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), codeHash)))));
    }
}
