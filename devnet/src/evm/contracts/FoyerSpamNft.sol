// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// A minimal ERC-721 that looks like the airdropped spam collections wallets should hide.
contract FoyerSpamNft {
    string public name;
    string public symbol;
    string private baseUri;
    address public immutable minter;
    uint256 public totalSupply;

    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NotMinter();
    error NotAuthorized();
    error WrongOwner();
    error InvalidRecipient();
    error UnsafeRecipient();
    error NonexistentToken();

    constructor(string memory name_, string memory symbol_, string memory baseUri_) {
        name = name_;
        symbol = symbol_;
        baseUri = baseUri_;
        minter = msg.sender;
    }

    /// Mints `perRecipient` new tokens to each recipient; ids count up from 1.
    function mintBatch(address[] calldata recipients, uint256 perRecipient) external {
        if (msg.sender != minter) revert NotMinter();
        uint256 nextId = totalSupply;
        for (uint256 i = 0; i < recipients.length; i++) {
            for (uint256 j = 0; j < perRecipient; j++) {
                nextId++;
                ownerOf[nextId] = recipients[i];
                balanceOf[recipients[i]]++;
                emit Transfer(address(0), recipients[i], nextId);
            }
        }
        totalSupply = nextId;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        if (ownerOf[tokenId] == address(0)) revert NonexistentToken();
        return string.concat(baseUri, _toString(tokenId));
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f; // ERC-721 metadata
    }

    function approve(address spender, uint256 tokenId) external {
        address owner = ownerOf[tokenId];
        if (msg.sender != owner && !isApprovedForAll[owner][msg.sender]) revert NotAuthorized();
        getApproved[tokenId] = spender;
        emit Approval(owner, spender, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        if (ownerOf[tokenId] != from) revert WrongOwner();
        if (to == address(0)) revert InvalidRecipient();
        if (msg.sender != from && !isApprovedForAll[from][msg.sender] && msg.sender != getApproved[tokenId]) {
            revert NotAuthorized();
        }
        balanceOf[from]--;
        balanceOf[to]++;
        ownerOf[tokenId] = to;
        delete getApproved[tokenId];
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            if (answer != IERC721Receiver.onERC721Received.selector) revert UnsafeRecipient();
        }
    }

    function _toString(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory text = new bytes(digits);
        for (; value != 0; value /= 10) text[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(text);
    }
}

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}
