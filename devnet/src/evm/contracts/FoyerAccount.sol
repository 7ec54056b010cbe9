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

/// The limits of one session key (ERC-7715 smart sessions), as the owner registered them.
struct SessionPolicy {
    /// Unix seconds after which the key's UserOperations are refused.
    uint48 validUntil;
    /// Wei the key may spend in total (every call's value counts).
    uint256 nativeLimit;
    /// The ERC-20 whose `transfer` and `approve` amounts count against `tokenLimit` (zero: none).
    address token;
    uint256 tokenLimit;
    /// Contracts the key may call, each with one function selector (`0x00000000`: any function of that contract).
    address[] targets;
    bytes4[] selectors;
}

/// The embedded wallet's smart account: an ERC-4337 (EntryPoint v0.7) account owned by one secp256k1 key.
/// UserOperations are valid when the owner signed the EIP-191 message of their hash; ERC-1271 signatures when the
/// owner signed the hash itself. Calls come from the EntryPoint or the owner.
///
/// Session keys: the owner registers a key with a `SessionPolicy` (`addSession`, through a UserOperation it signs).
/// A UserOperation whose call is `executeAsSession(key, target, value, data)`, signed by that key, is valid only while
/// the session is active and unexpired and the call fits its policy; the execution checks again and counts what the
/// call spends, so calls that together exceed a limit revert.
contract FoyerAccount {
    uint256 private constant HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;
    bytes4 private constant ANY_FUNCTION = 0x00000000;
    bytes4 private constant ERC20_TRANSFER = 0xa9059cbb;
    bytes4 private constant ERC20_APPROVE = 0x095ea7b3;

    address public immutable entryPoint;
    address public immutable owner;

    struct Session {
        uint64 id;
        uint48 validUntil;
        bool active;
        address token;
        uint256 nativeLimit;
        uint256 nativeSpent;
        uint256 tokenLimit;
        uint256 tokenSpent;
    }

    /// Session key => its session (the latest registration).
    mapping(address => Session) public sessions;
    /// Session id => target => selector => allowed.
    mapping(uint64 => mapping(address => mapping(bytes4 => bool))) private sessionCalls;
    uint64 private sessionCount;

    event SessionAdded(address indexed key, uint64 id, uint48 validUntil);
    event SessionRevoked(address indexed key, uint64 id);

    error NotAllowed(address caller);
    error SessionInactive(address key);
    error SessionExpired(address key);
    error SessionCallNotAllowed(address key, address target, bytes4 selector);
    error SessionNativeLimitExceeded(address key, uint256 spent, uint256 limit);
    error SessionTokenLimitExceeded(address key, uint256 spent, uint256 limit);
    error InvalidSessionPolicy();

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
        address signer = recover(digest, userOp.signature);
        if (userOp.callData.length >= 4 && bytes4(userOp.callData[0:4]) == this.executeAsSession.selector) {
            validationData = validateSessionOp(signer, userOp.callData[4:]);
        } else {
            validationData = signer == owner ? 0 : 1;
        }
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

    /// Registers (or replaces) `key` as a session key limited by `policy`; only the account itself (an owner's
    /// UserOperation calling `execute(address(this), 0, addSession(...))`) or the owner.
    function addSession(address key, SessionPolicy calldata policy) external {
        onlySelfOrOwner();
        if (key == address(0) || key == owner || policy.targets.length != policy.selectors.length) {
            revert InvalidSessionPolicy();
        }
        uint64 id = ++sessionCount;
        sessions[key] = Session({
            id: id,
            validUntil: policy.validUntil,
            active: true,
            token: policy.token,
            nativeLimit: policy.nativeLimit,
            nativeSpent: 0,
            tokenLimit: policy.tokenLimit,
            tokenSpent: 0
        });
        for (uint256 index = 0; index < policy.targets.length; index++) {
            if (policy.targets[index] == address(this)) revert InvalidSessionPolicy();
            sessionCalls[id][policy.targets[index]][policy.selectors[index]] = true;
        }
        emit SessionAdded(key, id, policy.validUntil);
    }

    function revokeSession(address key) external {
        onlySelfOrOwner();
        Session storage session = sessions[key];
        if (!session.active) revert SessionInactive(key);
        session.active = false;
        emit SessionRevoked(key, session.id);
    }

    /// Whether `key` may call `target` with `value` and `data` now, given what it has spent so far.
    function sessionAllows(address key, address target, uint256 value, bytes memory data)
        public
        view
        returns (bool)
    {
        Session storage session = sessions[key];
        if (!session.active || block.timestamp > session.validUntil) return false;
        return policyError(key, session, target, value, data).length == 0;
    }

    /// A session key's call (see `validateUserOp`): runs it when it fits the key's policy, counting what it spends.
    function executeAsSession(address key, address target, uint256 value, bytes calldata data) external {
        if (msg.sender != entryPoint) revert NotAllowed(msg.sender);
        Session storage session = sessions[key];
        if (!session.active) revert SessionInactive(key);
        if (block.timestamp > session.validUntil) revert SessionExpired(key);
        bytes memory refusal = policyError(key, session, target, value, data);
        if (refusal.length > 0) {
            assembly {
                revert(add(refusal, 32), mload(refusal))
            }
        }
        session.nativeSpent += value;
        if (countsAgainstToken(session, target, data)) session.tokenSpent += tokenAmount(data);
        run(target, value, data);
    }

    function validateSessionOp(address signer, bytes calldata arguments) private view returns (uint256) {
        (address key, address target, uint256 value, bytes memory data) =
            abi.decode(arguments, (address, address, uint256, bytes));
        Session storage session = sessions[key];
        // The policy is read whoever signed, so a gas estimate with a stub signature costs what the real one will. The
        // expiry is the EntryPoint's to check (validUntil): validation reads no clock.
        bool allowed = session.active && policyError(key, session, target, value, data).length == 0;
        return (allowed && signer == key ? 0 : 1) | (uint256(session.validUntil) << 160);
    }

    /// The revert data of the first limit the call breaks; empty when it fits.
    function policyError(address key, Session storage session, address target, uint256 value, bytes memory data)
        private
        view
        returns (bytes memory)
    {
        bytes4 selector = data.length >= 4 ? bytes4(data) : ANY_FUNCTION;
        bool plainTransfer = data.length == 0;
        bool tokenCall = countsAgainstToken(session, target, data);
        bool listed = sessionCalls[session.id][target][selector] || sessionCalls[session.id][target][ANY_FUNCTION];
        if (target == address(this) || !(plainTransfer || tokenCall || listed)) {
            return abi.encodeWithSelector(SessionCallNotAllowed.selector, key, target, selector);
        }
        if (session.nativeSpent + value > session.nativeLimit) {
            return abi.encodeWithSelector(
                SessionNativeLimitExceeded.selector, key, session.nativeSpent + value, session.nativeLimit
            );
        }
        if (tokenCall && session.tokenSpent + tokenAmount(data) > session.tokenLimit) {
            return abi.encodeWithSelector(
                SessionTokenLimitExceeded.selector, key, session.tokenSpent + tokenAmount(data), session.tokenLimit
            );
        }
        return "";
    }

    function countsAgainstToken(Session storage session, address target, bytes memory data)
        private
        view
        returns (bool)
    {
        if (session.token == address(0) || target != session.token || data.length < 68) return false;
        bytes4 selector = bytes4(data);
        return selector == ERC20_TRANSFER || selector == ERC20_APPROVE;
    }

    /// The amount argument of an ERC-20 `transfer(to, amount)` or `approve(spender, amount)`.
    function tokenAmount(bytes memory data) private pure returns (uint256 amount) {
        assembly {
            amount := mload(add(data, 68))
        }
    }

    function onlySelfOrOwner() private view {
        if (msg.sender != address(this) && msg.sender != owner) revert NotAllowed(msg.sender);
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
