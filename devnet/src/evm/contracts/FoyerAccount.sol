// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// The user operation as ERC-4337's EntryPoint v0.7 passes it to an account.
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// The embedded wallet's smart account: an ERC-4337 (EntryPoint v0.7) account owned by one secp256k1 key.
/// UserOperations are valid when the owner signed the EIP-191 message of their hash; ERC-1271 signatures when the
/// owner signed the hash itself. Calls come from the EntryPoint or the owner.
contract FoyerAccount {
    uint256 private constant HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public immutable entryPoint;
    address public immutable owner;

    error NotAllowed(address caller);

    constructor(address accountEntryPoint, address accountOwner) {
        entryPoint = accountEntryPoint;
        owner = accountOwner;
    }

    receive() external payable {}

    /// Returns 0 when the owner signed, 1 (SIG_VALIDATION_FAILED) otherwise; pays the EntryPoint what it asks.
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256 validationData)
    {
        if (msg.sender != entryPoint) revert NotAllowed(msg.sender);
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", userOpHash));
        validationData = recover(digest, userOp.signature) == owner ? 0 : 1;
        if (missingAccountFunds > 0) {
            (bool paid,) = payable(msg.sender).call{value: missingAccountFunds}("");
            paid;
        }
    }

    function execute(address target, uint256 value, bytes calldata data) external {
        onlyEntryPointOrOwner();
        run(target, value, data);
    }

    function executeBatch(address[] calldata targets, uint256[] calldata values, bytes[] calldata datas) external {
        onlyEntryPointOrOwner();
        require(targets.length == values.length && values.length == datas.length, "length mismatch");
        for (uint256 index = 0; index < targets.length; index++) {
            run(targets[index], values[index], datas[index]);
        }
    }

    /// ERC-1271.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return recover(hash, signature) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    function onlyEntryPointOrOwner() private view {
        if (msg.sender != entryPoint && msg.sender != owner) revert NotAllowed(msg.sender);
    }

    function run(address target, uint256 value, bytes calldata data) private {
        (bool success, bytes memory result) = target.call{value: value}(data);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    /// The signer of `hash`, or the zero address for a malformed or malleable (high-s) signature.
    function recover(bytes32 hash, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_CURVE_ORDER || (v != 27 && v != 28)) return address(0);
        return ecrecover(hash, v, r, s);
    }
}
