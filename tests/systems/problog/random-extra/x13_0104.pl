:- use_module(library(lists)).
0.1::e0(2,2).
e1.
0.6::e2(3,3).
0.1::e2(3,3); 0.1::e2(2,2).
p00(Y) <- e2(Y,Z), e1, e1.
\+p00(3) :- e2(3,1).
P::p01(Y) :- (e0(Y,Z), \+ e0(1,Y), W is Y + 2, W < 5), P is Y / 4.
P::p01(Y) :- (p00(X), between(1,3,Y)), P is Y / 4.
p10 :- e0(Y,Y), p01(2), findall(V, p00(V), L), L \= [], Y >= 3.
p10 :- p01(3).
p20(X,Y) :- X \== 3, e1, between(1,3,X), between(1,3,Y), Y =:= 3.
p21 :- p20(X,Z), p10, p21, subquery(p00(3), Q), Q > 0.33, findall(V, p01(V), L), L = [].
\+p21 :- e0(1,2).
query(p21).
query(e0(X,Y)).
query(p01(X)).
query(e1) :- between(1,2,X).
