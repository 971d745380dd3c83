:- use_module(library(lists)).
e0(1).
0.5::e0(3).
0.2::e2(1,1).
e2(2,1).
0.2::p00 :- p00, e1(X,Y).
\+p00 :- e0(3).
P::p01(X) :- (p01(2), p00, between(1,3,X)), P is X / 4.
p01(Y) :- Y == 1, p00, between(1,3,Y), W is Y + 2, W < 5.
p10(2) :- p00.
p10(1) :- p00, e2(Z,Y), p00, call(e0, Y).
0.1::\+p10(X) :- e0(X).
p20(X,Y) :- p20(Z,3), between(1,3,X), between(1,3,Y), findall(V, p10(V), L), L \= [], Z \= 3.
p20(1,X) :- e1(3,Y), between(1,3,X), findall(V, e1(X,V), L), L = [].
p20(Y,Y) :- p21(Y), e2(Y,Y), findall(V, p10(V), L), L \= [], Y @>= f(1).
p21(Y) :- p10(3), between(1,3,Y), compare(O, Y, 3), subquery(e1(3,2), Q), Q < 0.33.
P::p21(Y) :- ((p01(1), between(1,3,Y)) ; (p20(X,X), e1(2,X), e0(Z), between(1,3,Y), Z \== Z)), P is Y / 4.
P::p21(Y) :- (Y \== 1, p20(Y,Y), e2(3,1), p00, \+ p10(Y)), P is Y / 4.
p30(1) :- e2(X,Y), e2(Y,Y), p30(Y).
p31(X) :- p10(X), e2(Y,X).
p31(X) :- p00, p01(Z), e1(Z,X), X = X, subquery(e2(1,1), Q), Q < 0.33.
0.7::p31(X) :- p21(Z), between(1,3,X).
query(p01(3)).
query(p01(Y)).
query(e2(Y,2)).
evidence(e2(1,2), true).
