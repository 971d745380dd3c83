:- use_module(library(lists)).
0.4::e0(1).
0.2::e0(3).
0.3::e0(2); 0.1::e0(1); 0.3::e0(3).
0.25::e1(3,2).
e1(3,1).
0.2::e1(3,3); 0.1::e1(1,1); 0.3::e1(2,2).
0.3::e2(3).
0.3::e2(1); 0.2::e2(2).
0.2::e3.
P::p00(Y) :- ((e1(Z,X), between(1,3,Y), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2, W is Z + 3, W < 5) ; (e1(1,X), e3, p00(Y))), P is Y / 4.
p10(Y) :- e1(2,X), between(1,3,Y), X =:= 2, \+ e3.
p10(X) :- e1(Y,Y), between(1,3,X), findall(V, e1(3,V), L), L \= [], call(e0, X).
0.2::p20 :- (e3, p10(Y), e3) ; (p10(Y), Y \== Y).
p30(2) <- (p00(X)) ; (e1(Z,1), e3, Z >= 3, Z \= Z).
p31 :- p31, p31.
p31 :- e1(1,2), e1(X,2), e0(X).
0.8::p31 :- p10(3).
query(e0(3)).
query(p20).
query(e2(2)).
query(e3) :- between(1,2,X).
