// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// A minimal smart account for tests: ERC-1271 signatures are valid when its owner signed the hash.
contract FoyerTestAccount {
    address public immutable owner;

    constructor(address accountOwner) {
        owner = accountOwner;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
