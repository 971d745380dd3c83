:- use_module(library(lists)).
0.3::e0(2).
0.3::e0(1); 0.3::e0(2); 0.2::e0(3).
0.3::e1.
0.9::e2.
P::p00(Y) :- (e0(3), e0(Z), p00(Z), between(1,3,Y), \+ e0(Z), \+ e1), P is Y / 4.
p00(Y) :- e0(Z), e2, between(1,3,Y).
0.6::p00(X) :- p00(X), e1, X >= 1, X \= X.
p10(1,X) :- e0(2), e0(1), e0(X), findall(V, e0(V), L), L \= [], X >= 2.
P::p10(X,X) :- (p10(X,Z), Z @>= 2), P is X / 4.
0.25::p10(1,Y) :- p00(2), between(1,3,Y), call(p00, Y), \+ p00(Y).
p20 :- e1, T =.. [g, 3], T \== g(0).
0.6::p20 <- X \== 1, p10(2,X), X == 3.
p20 :- p00(X), p20, p10(2,X), X == 2.
query(p00(3)).
