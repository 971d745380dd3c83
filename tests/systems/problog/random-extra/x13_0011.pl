:- use_module(library(lists)).
0.6::e0(2,1).
0.3::e1(1).
0.1::e1(2); 0.2::e1(3); 0.1::e1(1).
0.5::e3(1,1).
p00(Y,Y) :- e0(Y,Y), p00(Y,Y), e3(Z,Y), findall(V, e3(Z,V), L), L \= [].
p00(X,1) <- e1(X), e2(X,1), e2(X,X), X =:= 3, call(e1, X).
p00(X,Y) :- (e3(1,Y), between(1,3,X), W is X + 3, W < 5, \+ e1(X)) ; (e2(2,Y), between(1,3,X)).
p10(Y,Y) :- (p10(Y,Y), p00(Z,Y), e1(Z)) ; (e2(X,1), between(1,3,Y), X \= Y).
P::p10(1,X) :- ((e2(X,Z)) ; (e1(Z), p10(X,2), Z @< 2, \+ p00(X,3))), P is X / 4.
p10(3,X) :- e1(2), p00(Z,3), p00(Z,Z), between(1,3,X), Z == X, subquery(e3(3,2), Q), Q > 0.33.
0.75::p20(Y) :- (e3(3,Y), p00(Y,Y)) ; (e1(Z), between(1,3,Y), \+ p00(Z,Z)).
0.6::p20(Y) :- p00(Z,1), e1(X), e2(Z,1), between(1,3,Y), not e0(1,Z), findall(V, e3(1,V), L), sort(L, S), length(S, N), N < 2.
0.7::p20(Y) :- p00(Y,Y), e2(Z,Y), e0(Y,Z), subquery(e3(1,3), Q), Q < 0.33.
\+p20(2) :- e0(1,1).
p21 :- e2(1,Z), p10(Z,2), e0(Z,X), \+ e1(1), findall(V, p10(2,V), L), L = [].
p21 :- p10(X,1), p20(Z), findall(V, e2(3,V), L), L \= [], not e3(2,1).
0.75::\+p21 :- e2(2,1).
query(p00(1,2)).
query(e1(1)).
query(e1(2)).
