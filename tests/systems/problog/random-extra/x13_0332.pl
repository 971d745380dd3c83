:- use_module(library(lists)).
0.1::e0.
0.75::e1(1).
0.3::e1(2); 0.3::e1(3).
0.7::e2(2).
0.2::e2(3).
0.1::e2(2); 0.2::e2(3); 0.3::e2(1).
p00(Y) :- (e1(1), p00(X), between(1,3,Y), Y @=< a, X >= 1) ; (e1(X), between(1,3,Y), compare(O, Y, 1), Y == Y).
p00(X) <- (p00(3), e2(2), between(1,3,X)) ; (e1(Z), p00(Z), e0, between(1,3,X), W is Z + 1, W < 5, findall(V, e1(V), L), L = []).
p00(3) :- (e2(X), not e1(X)) ; (e1(Y)).
\+p00(Y) :- e1(Y).
p10 :- e1(1), e2(X), e0, call(e2, X).
p10 <- p10.
p20(Y) :- X == 3, p00(X), between(1,3,Y).
0.75::p20(X) :- e1(Z), between(1,3,X), findall(V, p00(V), L), L \= [], Z \= Z.
p20(X) :- (e1(Z), between(1,3,X), subquery(p00(3), Q), Q < 0.33) ; (e2(1), e1(X), p00(2), X =:= 1, X @=< 3).
p21 :- p20(Y), p20(Z), e0, T =.. [g, Z], T \== g(0), T =.. [g, Z], T \== g(0).
0.6::p21 :- p10.
p21 :- p10, e2(3), findall(V, e2(V), L), L = [].
query(e1(Y)).
query(p10).
query(e1(2)).
