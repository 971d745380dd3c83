:- use_module(library(lists)).
0.8::e0(1).
0.2::e0(3); 0.2::e0(2).
0.8::e1(1,2).
0.1::e1(3,2).
0.1::e1(3,3); 0.2::e1(2,2); 0.3::e1(1,1).
e2(1).
0.1::e2(2).
0.1::e2(3); 0.2::e2(2); 0.3::e2(1).
0.4::p00 :- e2(Y), e1(2,1), findall(V, e1(Y,V), L), L \= [].
p00 :- (e0(X)) ; (p01(X), e2(X), p01(X), W is X + 3, W < 5, X @=< 1).
0.4::p01(X) :- Z \== 1, e2(X), e0(Z), e1(1,1), X =:= 1.
p01(Y) :- p00, between(1,3,Y).
0.3::p01(Y) :- e2(Y).
p10(Y) :- (p01(Y)) ; (p01(Z), p01(X), p00, between(1,3,Y)).
p10(X) :- e1(3,X), e2(3), e0(X), \+ e0(X).
0.3::p20 :- p10(X), e0(X), compare(O, X, 1).
p30(X) :- p30(3), between(1,3,X), call(p01, X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
query(e2(Y)).
query(p01(1)).
