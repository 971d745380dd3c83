% Two dice as annotated disjunctions, arithmetic with is/2, and evidence.
1/6::die(D, 1); 1/6::die(D, 2); 1/6::die(D, 3); 1/6::die(D, 4); 1/6::die(D, 5); 1/6::die(D, 6) :- dice(D).
dice(a). dice(b).
sum(S) :- die(a, X), die(b, Y), S is X + Y.
odd(D) :- die(D, X), X mod 2 =:= 1.
evidence(odd(a)).
query(sum(S)).
